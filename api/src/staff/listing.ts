/**
 * What every back-office list shares: 50 a page, `page` in the query, and date filters that are
 * calendar days in the shop's own time zone (shop.config.json `timeZone`).
 */
import { z } from 'zod';
import { shop } from '../shop.ts';

/** Rows a page, on every back-office list. */
export const pageSize = 50;

/** `page` in a list's query: 1-based, 1 when absent. */
export const pageQuery = z.coerce
  .number({ error: '"page" must be a whole number from 1.' })
  .int({ error: '"page" must be a whole number from 1.' })
  .min(1, { error: '"page" must be a whole number from 1.' })
  .max(100_000, { error: '"page" is too large.' })
  .default(1)
  .describe('1-based page number.');

/** A calendar day in the shop's time zone, `YYYY-MM-DD`. */
export const shopDay = (what: string) =>
  z
    .string({ error: `"${what}" must be a day like 2026-11-24.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `"${what}" must be a day like 2026-11-24.` })
    // Date.parse rolls 2026-02-30 over into March; a real day reads back as itself.
    .refine(
      (value) => {
        const day = new Date(`${value}T00:00:00Z`);
        return (
          !Number.isNaN(day.getTime()) &&
          day.toISOString().slice(0, 10) === value &&
          day.getUTCFullYear() >= 1900
        );
      },
      { error: `"${what}" is not a real day.` },
    )
    .describe(`A day, YYYY-MM-DD, in the shop's time zone (${shop.timeZone}).`);

/** LIMIT and OFFSET for `page`. */
export const pageWindow = (page: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

const zone = `'${shop.timeZone.replace(/'/g, "''")}'`;

/** SQL for the instant the shop day `dayExpression` (a date expression) begins. */
export const shopDayStart = (dayExpression: string) =>
  `((${dayExpression})::date::timestamp AT TIME ZONE ${zone})`;

/** SQL for the shop day (a date) of the timestamptz `expression`. */
export const shopDayOf = (expression: string) => `((${expression}) AT TIME ZONE ${zone})::date`;

/** SQL for today's date in the shop's time zone. */
export const shopToday = `(now() AT TIME ZONE ${zone})::date`;

/** A page of a list on the wire: the page's number, its size and how many rows match. */
export const pageFields = {
  page: z.int().describe('This page, from 1.'),
  pageSize: z.int().describe('Rows a page (50).'),
  total: z.int().describe('How many rows match, on every page.'),
};
