import { expect, test } from 'vitest';
import { formatDateTime } from './format.ts';

test("times are the shop's (Asia/Karachi, shop.config.json), 24-hour, whatever the browser's zone", () => {
  // 10:05 UTC is 15:05 in Karachi; 19:30 UTC is past midnight there, so the day moves on too.
  expect(formatDateTime('2026-11-24T10:05:00.000Z')).toBe('24 Nov 2026, 15:05');
  expect(formatDateTime(new Date('2026-11-24T19:30:00.000Z'))).toBe('25 Nov 2026, 00:30');
});
