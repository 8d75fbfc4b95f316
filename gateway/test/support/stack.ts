/**
 * The stack most gateway test files run against: one real api (fresh PGlite) and one gateway
 * over it, started before the file's tests and stopped after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { startApi, type RunningApi } from './api.ts';
import { startGateway, type RunningGateway } from './gateway.ts';

/** The file's running api and gateway (read them inside tests, once `beforeAll` has run). */
export interface Stack {
  /** The real REST api. */
  readonly api: RunningApi;
  /** The real gateway over it, counting its REST calls. */
  readonly gateway: RunningGateway;
}

/** Starts an api and a gateway for the calling test file and stops them when it ends. */
export function useStack(): Stack {
  let api: RunningApi | undefined;
  let gateway: RunningGateway | undefined;

  beforeAll(async () => {
    api = await startApi();
    gateway = await startGateway({ apiUrl: api.url });
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the stack starts in beforeAll; read it in a test');
    return value;
  };
  return {
    get api() {
      return started(api);
    },
    get gateway() {
      return started(gateway);
    },
  };
}
