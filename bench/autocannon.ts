/**
 * autocannon for the benchmarks, typed: it ships no type declarations, so this names the part of
 * its programmatic API the benchmarks use, once. It also teaches autocannon's HTTP parser to skip
 * informational answers (see below).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The part of http-parser-js (autocannon's HTTP/1.1 parser) the patch below touches. */
interface HttpParserClass {
  RESPONSE: number;
  prototype: {
    type: number;
    info?: { statusCode?: number };
    nextRequest(this: HttpParserClass['prototype']): void;
    reinitialize(this: HttpParserClass['prototype'], type: number): void;
  };
}

// autocannon 8 takes any answer for the request's answer, so the web server's `103 Early Hints`
// before each page counted as one response and the page itself as the next request's: twice the
// requests, wrong latencies, half the answers "not 2xx". A 1xx (except 101) is skipped here as
// HTTP/1.1 clients do (RFC 9110 §15.2): the parser starts over and waits for the final answer.
const { HTTPParser } = createRequire(require.resolve('autocannon'))('http-parser-js') as {
  HTTPParser: HttpParserClass;
};
const completeMessage = HTTPParser.prototype.nextRequest;
HTTPParser.prototype.nextRequest = function nextRequest() {
  const status = this.info?.statusCode ?? 0;
  if (this.type === HTTPParser.RESPONSE && status >= 100 && status < 200 && status !== 101) {
    this.reinitialize(this.type);
    return;
  }
  completeMessage.call(this);
};

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
export const autocannon = require('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;
