import type { Queryable } from './database.ts';

/**
 * Deletes rows nothing can use any more: ended sessions, spent rate-limit windows and password
 * resets older than a day. Safe to run from any number of processes at once.
 */
export async function removeExpiredRows(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE last_seen_at < now() - interval '24 hours'`);
  await db.query(`DELETE FROM rate_limits WHERE reset_at < now()`);
  await db.query(`DELETE FROM password_resets WHERE created_at < now() - interval '1 day'`);
}
