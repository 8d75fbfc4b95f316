/**
 * autocannon for the benchmarks, typed: it ships no type declarations, so this names the part of
 * its programmatic API the benchmarks use, once.
 */
import { createRequire } from 'node:module';

/** One request of a sequence autocannon cycles through. */
export interface AutocannonRequest {
  method?: 'GET' | 'POST';
  /** The path and query, instead of the url's. */
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before each request is sent; may change it (e.g. a different page each time). */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

/** What a benchmark may ask of autocannon. */
export interface AutocannonOptions extends AutocannonRequest {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Requests sent in turn on each connection, instead of method/headers/body. */
  requests?: AutocannonRequest[];
  /** Requests per second over all connections (a steady visitor rate), instead of as fast as possible. */
  overallRate?: number;
}

/** The slice of autocannon's result the benchmarks read. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses by status code, e.g. `{ '429': { count: 12 } }`. */
  statusCodeStats?: Record<string, { count: number }>;
}

/** Runs one load test. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;
