import { z } from 'zod';
import shopConfig from '../../shop.config.json' with { type: 'json' };

/** Where a carrier's pattern puts the tracking number. */
const trackingPlaceholder = '{tracking}';

/**
 * One carrier staff may dispatch with: its name, and where a shopper follows a parcel when it
 * has a page for that (`{tracking}` stands for the tracking number).
 */
const carrier = z.strictObject({
  name: z.string().trim().min(1).max(40),
  trackingUrl: z
    .url({ protocol: /^https$/, error: 'a tracking URL must be an https address' })
    .refine((url) => url.includes(trackingPlaceholder), {
      error: `a tracking URL must contain ${trackingPlaceholder}`,
    })
    .optional(),
});

/** The parts of `shop.config.json` the api checks before it starts. */
const checkedConfig = z.looseObject({
  carriers: z
    .array(carrier)
    .refine((list) => new Set(list.map(({ name }) => name)).size === list.length, {
      error: 'carrier names must differ',
    }),
});

/** Reads a config, refusing it with the first problem named (a typo must not reach a mail). */
export function checkShopConfig<Config>(config: Config): Config & z.output<typeof checkedConfig> {
  const result = checkedConfig.safeParse(config);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`shop.config.json: ${issue.path.join('.')}: ${issue.message}`);
  }
  return { ...config, ...result.data };
}

/** The shop's brand and contact data from the root `shop.config.json`. */
export type ShopConfig = typeof shopConfig & z.output<typeof checkedConfig>;

/** The shop's brand and contact data, read and checked once. */
export const shop: ShopConfig = checkShopConfig(shopConfig);

/** The names staff may pick when dispatching, in the config's order. */
export const carrierNames = shop.carriers.map(({ name }) => name);

/**
 * The page where a parcel sent with `carrierName` is followed, or null when the carrier has no
 * pattern (or is no longer in the config).
 */
export function trackingUrl(carrierName: string, trackingNumber: string): string | null {
  const pattern = shop.carriers.find(({ name }) => name === carrierName)?.trackingUrl;
  return pattern
    ? pattern.replaceAll(trackingPlaceholder, encodeURIComponent(trackingNumber))
    : null;
}
