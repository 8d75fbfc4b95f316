/**
 * bench:web's budgets and how it prints them: PASS, or MISS and by how much. A missed budget is
 * printed, never fatal: tests judge behaviour, the benchmark measures.
 */

/** Issue 23's targets on a phone (Lighthouse mobile), and the older ones bench:web keeps. */
export const budgets = {
  /** Lighthouse performance score, median of the runs. */
  performance: 100,
  /** Largest contentful paint, seconds (Lighthouse's simulated mobile). */
  lcpSeconds: 1.2,
  /** Total blocking time, ms. */
  tbtMs: 100,
  /** Cumulative layout shift, as Lighthouse shows it (3 decimals). */
  cls: 0,
  seo: 100,
  accessibility: 100,
  /** JavaScript of a first visit, KB (1024 B) gzip. */
  firstLoadJsKb: 150,
  /** A tap on the phone menu's button to the first frame showing the panel, ms (median). */
  menuTapMs: 100,
  /** Member render rate against issue 23's baseline (same machine, quiet). */
  memberRenderGain: 2,
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
