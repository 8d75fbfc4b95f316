/**
 * Batch reads the api may or may not offer yet (e.g. reviews of many products in one call).
 * The first 404 for such a route marks it missing for a minute, so a gateway in front of an
 * older api falls back to one call per id without probing on every request, and picks the
 * batch route up shortly after an api upgrade.
 */
import { hasCode } from '../rest/errors.ts';

const recheckAfterMs = 60_000;
const missingSince = new Map<string, number>();

/**
 * Runs `batch` unless the route is known to be missing; answers undefined when it is, so the
 * caller falls back to single reads. Only a 404 counts as missing: any other error is real.
 */
export async function tryBatchRoute<T>(
  routeKey: string,
  batch: () => Promise<T>,
): Promise<T | undefined> {
  const since = missingSince.get(routeKey);
  if (since !== undefined && Date.now() - since < recheckAfterMs) return undefined;
  try {
    const result = await batch();
    missingSince.delete(routeKey);
    return result;
  } catch (error) {
    if (!hasCode(error, 'NOT_FOUND')) throw error;
    missingSince.set(routeKey, Date.now());
    return undefined;
  }
}
