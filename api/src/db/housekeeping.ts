import { staffIdleSeconds, staffLifetimeSeconds } from '../staff/sessions.ts';
import { sessionIdleSeconds, sessionLifetimeSeconds } from '../users/sessions.ts';
import type { Queryable } from './database.ts';

/**
 * Deletes rows nothing can use any more: sessions past their idle (24 h) or absolute (7 days)
 * end, staff sessions past theirs (30 min, 12 h), spent rate-limit windows and password resets older than a day. Idempotency keys live on
 * their orders and are never deleted here, so a retry however late finds its first order. Safe
 * to run from any number of processes at once.
 */
export async function removeExpiredRows(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM sessions WHERE last_seen_at < now() - make_interval(secs => $1)
       OR created_at < now() - make_interval(secs => $2)`,
    [sessionIdleSeconds, sessionLifetimeSeconds],
  );
  await db.query(
    `DELETE FROM staff_sessions WHERE last_seen_at < now() - make_interval(secs => $1)
       OR created_at < now() - make_interval(secs => $2)`,
    [staffIdleSeconds, staffLifetimeSeconds],
  );
  await db.query(`DELETE FROM rate_limits WHERE reset_at < now()`);
  await db.query(`DELETE FROM password_resets WHERE created_at < now() - interval '1 day'`);
}
