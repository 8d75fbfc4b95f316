/**
 * A reader of the Prometheus text format for tests: each sample line as name, labels and value.
 * The exposition itself comes from the metrics library; this only checks what a scraper sees.
 */

/** One sample line of `/metrics`. */
export interface MetricSample {
  /** The series name, e.g. `http_request_duration_seconds_count`. */
  name: string;
  /** Its labels. */
  labels: Record<string, string>;
  /** Its value. */
  value: number;
}

/** Every sample in `text`; throws on a line that is not the text format. */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample named `name` whose labels include `labels`, if any. */
export function sample(
  samples: MetricSample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (entry) =>
      entry.name === name &&
      Object.entries(labels).every(([key, value]) => entry.labels[key] === value),
  )?.value;
}
