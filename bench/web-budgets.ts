/**
 * bench:web's budgets and how it prints them: PASS, or MISS and by how much. A missed budget is
 * printed, never fatal: tests judge behaviour, the benchmark measures.
 */

/**
 * The budgets on a phone (Lighthouse mobile). Issue 32 measures the page against its own HTML:
 * Lighthouse's figures are judged against the same page with every script blocked, measured in
 * the same run on the same machine (the ceiling whatever machine runs it), not against absolute
 * scores a busy machine cannot reach. Menu and suggestion times stay absolute (issue 23).
 */
export const budgets = {
  /** Lighthouse performance score: at least the ceiling's minus this many points (median). */
  performanceBelowCeiling: 2,
  /** First contentful paint: at most this many ms after the ceiling's (median). */
  fcpOverCeilingMs: 100,
  /** Total blocking time: at most this many ms over the ceiling's (median). */
  tbtOverCeilingMs: 50,
  /** Cumulative layout shift as shipped, as Lighthouse shows it (3 decimals), first visit. */
  cls: 0,
  seo: 100,
  accessibility: 100,
  /** JavaScript of a guest's first visit to any page until the network is idle, KB (1024 B) gzip. */
  guestFirstLoadJsKb: 90,
  /** The same for a signed-in shopper's pages (cart, profile, orders). */
  memberFirstLoadJsKb: 140,
  /** The back office's first screen after signing in (the dashboard), KB gzip (issue 33 §6). */
  adminFirstScreenJsKb: 250,
  /** A tap on the phone menu's button to the first frame showing the panel, ms (median). */
  menuTapMs: 100,
  /** A member's render rate, at least this share of the same page's queries-alone rate. */
  memberRenderShareOfQueries: 0.4,
  /** Search as you type: the last keystroke to its suggestions, ms (every one). */
  suggestionsMs: 150,
};

/** `PASS` when `value ≥ min`, else `MISS by …` in the value's own unit. */
export function atLeast(
  value: number | null | undefined,
  min: number,
  format: (amount: number) => string = String,
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'not measured';
  return value >= min ? 'PASS' : `MISS by ${format(min - value)}`;
}

/** `PASS` when `value ≤ max`, else `MISS by …` in the value's own unit. */
export function atMost(
  value: number | null | undefined,
  max: number,
  format: (amount: number) => string = String,
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'not measured';
  return value <= max ? 'PASS' : `MISS by ${format(value - max)}`;
}

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
}
