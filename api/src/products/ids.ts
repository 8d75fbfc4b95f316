import { z } from 'zod';
import { uuid } from '../http/validation.ts';

/** Most product ids one batch read accepts (the gateway's DataLoaders send at most this many). */
export const maxBatchIds = 100;

/**
 * The `{ ids }` body of a batch read: 1 to 100 product ids. Duplicates are allowed (a caller
 * may name a product twice) and dropped here, first occurrence kept, so each is read once.
 */
export const productIdsBody = z.strictObject({
  ids: z
    .array(uuid('The product id'), { error: '"ids" must be a list of product ids.' })
    .min(1, { error: 'Send at least one product id.' })
    .max(maxBatchIds, { error: `Send at most ${maxBatchIds} product ids.` })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
