/**
 * What a load balancer polling `/readyz` sees of a process while it stops, for the drain tests:
 * `/readyz` asked back to back, each time on a new connection (as a balancer's health check
 * does; a kept-alive one would still be served after the process stops listening), from before
 * the signal until the connection is refused. A fixed window of polls after the signal misses the
 * drain on a busy machine; this records every state the process went through, whatever its pace.
 */
import { get } from 'node:http';

/** One state `/readyz` was seen in, and how many polls in a row found it so. */
export interface ReadinessState {
  /**
   * `"<status> <why>"`: `"200"` when ready; `"503 the process is shutting down"` while
   * draining; `"503 Service Unavailable"`, Fastify's own answer to a request caught as the
   * server closes; `"closed"` when the connection was refused.
   */
  state: string;
  /** Polls in a row that found it (each on a new connection, made after the one before). */
  times: number;
}

/** The watch: wait for `ready` before the signal, then for `states`. */
export interface ReadinessWatch {
  /** Resolves once the first answer is in (so a signal sent now comes after it). */
  ready: Promise<void>;
  /** Resolves once a connection is refused, with each state in turn, `"closed"` last. */
  states: Promise<ReadinessState[]>;
}

/** One `/readyz` on a fresh connection: `"<status> <why>"`, or `"closed"` when refused. */
function readyz(url: string): Promise<string> {
  return new Promise((resolve) => {
    get(`${url}/readyz`, { agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        // A readiness answer says why it is not ready (`checks.draining`); the server's own
        // answer to a request caught as it closes says `message` ("Service Unavailable").
        let why = '';
        try {
          const body = JSON.parse(text) as { checks?: { draining?: string }; message?: string };
          why = body.checks?.draining ?? body.message ?? '';
        } catch {
          why = text;
        }
        resolve(`${response.statusCode ?? 0} ${why}`.trim());
      });
      response.on('error', () => resolve('closed'));
    }).on('error', () => resolve('closed'));
  });
}

/** Starts watching the process at `url` (its origin). */
export function watchReadiness(url: string): ReadinessWatch {
  let answered!: () => void;
  const ready = new Promise<void>((resolve) => (answered = resolve));
  const states = (async () => {
    const seen: ReadinessState[] = [];
    for (;;) {
      const state = await readyz(url);
      const last = seen.at(-1);
      if (last?.state === state) last.times += 1;
      else seen.push({ state, times: 1 });
      answered();
      if (state === 'closed') return seen;
    }
  })();
  return { ready, states };
}
