import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { defaultRateLimits, scaleRateLimits } from './rate-limit.ts';

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('scales every limit and keeps each window', () => {
    const scaled = scaleRateLimits(
      defaultRateLimits,
      readConfig({ RATE_LIMIT_MULTIPLIER: '3' }).rateLimitMultiplier,
    );
    expect(scaled.signupPerIp).toEqual({
      limit: defaultRateLimits.signupPerIp.limit * 3,
      windowSeconds: defaultRateLimits.signupPerIp.windowSeconds,
    });
    expect(Object.keys(scaled)).toEqual(Object.keys(defaultRateLimits));
  });

  it('never scales a limit below one try', () => {
    const scaled = scaleRateLimits(defaultRateLimits, 0.001);
    expect(Object.values(scaled).every((rule) => rule.limit === 1)).toBe(true);
  });

  it('defaults to 1 and refuses a value that is not a number above 0', () => {
    expect(readConfig({}).rateLimitMultiplier).toBe(1);
    for (const bad of ['0', '-2', 'lots', 'Infinity']) {
      expect(() => readConfig({ RATE_LIMIT_MULTIPLIER: bad })).toThrow(/RATE_LIMIT_MULTIPLIER/);
    }
  });
});
