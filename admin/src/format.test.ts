import { expect, test } from 'vitest';
import { formatDateTime, formatMoney, formatNumber } from './format.ts';

test("times are the shop's (Asia/Karachi, shop.config.json), 24-hour, whatever the browser's zone", () => {
  // 10:05 UTC is 15:05 in Karachi; 19:30 UTC is past midnight there, so the day moves on too.
  expect(formatDateTime('2026-11-24T10:05:00.000Z')).toBe('24 Nov 2026, 15:05');
  expect(formatDateTime(new Date('2026-11-24T19:30:00.000Z'))).toBe('25 Nov 2026, 00:30');
});

test('in Urdu, dates are written in Urdu (ur-PK) in the same zone, and money as the shop writes it', () => {
  expect(formatDateTime('2026-11-24T10:05:00.000Z', 'ur')).toMatch(/^24 نومبر، 2026.*15:05$/);
  expect(formatDateTime('2026-11-24T10:05:00.000Z', 'en')).toBe('24 Nov 2026, 15:05');
  expect(formatMoney(1450, 'en')).toBe('Rs. 1,450.00');
  expect(formatMoney(1450, 'ur')).toBe('\u2066Rs. 1,450.00\u2069');
  expect(formatNumber(12500, 'ur')).toBe('12,500');
});
