/**
 * The CDN purge hook (issue 23): with `CDN_PURGE_URL` set, every api process turns on the
 * triggers of migration 013 (products and reviews write the tags of what they changed into
 * `cdn_purge_tags`) and, every half second, POSTs the new tags there as
 * `{"keys": ["product-<id>", "category-skincare", …]}` (also in a `Surrogate-Key` header),
 * deleting them once the receiver answered 2xx; a failed POST is tried again on the next round.
 * The tags are the ones the web server puts on guest pages (`Surrogate-Key` / `Cache-Tag`), so a
 * CDN purges exactly the pages that showed a changed product. Unset (the default), the triggers
 * are turned off and nothing is kept.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';

/** What {@link startCdnPurge} needs. */
export interface CdnPurgeOptions {
  db: Database;
  /** `CDN_PURGE_URL`: where to POST the changed tags; undefined turns the hook off. */
  url: string | undefined;
  log: FastifyBaseLogger;
  /** How often to look for new tags. @default 500 */
  intervalMs?: number;
}

/** Most tags one POST carries. */
const batch = 1000;

/** Starts (or turns off) the purge hook; the returned function stops it. */
export async function startCdnPurge({
  db,
  url,
  log,
  intervalMs = 500,
}: CdnPurgeOptions): Promise<() => Promise<void>> {
  if (!url) {
    await db.query('UPDATE cdn_purge SET enabled = false WHERE enabled');
    await db.query('DELETE FROM cdn_purge_tags');
    return async () => {};
  }
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`CDN_PURGE_URL must be an http(s) address, not "${url}"`);
  }
  await db.query('UPDATE cdn_purge SET enabled = true WHERE NOT enabled');

  const sendNew = async () => {
    const { rows } = await db.query<{ id: string; tag: string }>(
      'SELECT id::text AS id, tag FROM cdn_purge_tags ORDER BY id LIMIT $1',
      [batch],
    );
    if (rows.length === 0) return;
    const keys = [...new Set(rows.map((row) => row.tag))].sort();
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'surrogate-key': keys.join(' ') },
      body: JSON.stringify({ keys }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`the purge receiver answered ${response.status}`);
    await db.query('DELETE FROM cdn_purge_tags WHERE id <= $1', [rows.at(-1)!.id]);
  };

  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= sendNew()
      .catch((error: unknown) => log.warn({ err: error }, 'CDN purge failed; trying again'))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
