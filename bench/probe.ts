/**
 * The shop's latency while a long job runs (a catalogue import, a photo's sizes): a request every
 * {@link probeEveryMs} until the job ends, each one's time kept, and how the benches print them.
 */

/** How often a probe asks, ms. */
export const probeEveryMs = 20;

/** Asks `ask` every `probeEveryMs` until `stop` resolves; every latency in ms (a failure: ∞). */
export async function probe(
  ask: () => Promise<Response>,
  stop: Promise<unknown>,
): Promise<number[]> {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  let stopped = false;
  void stop.finally(() => (stopped = true));
  while (!stopped) {
    const started = performance.now();
    pending.push(
      ask()
        .then(async (reply) => {
          await reply.arrayBuffer();
          times.push(reply.ok ? performance.now() - started : Number.POSITIVE_INFINITY);
        })
        .catch(() => {
          times.push(Number.POSITIVE_INFINITY);
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
  }
  await Promise.all(pending);
  return times;
}

/** The 99th percentile of `times`. */
export const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

/** A latency as whole ms, or "failed". */
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : 'failed');
