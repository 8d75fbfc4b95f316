/**
 * A 400 that names the body field at fault beside its sentence (`{ error, field }`), for the
 * back office's forms, which show the sentence beside the field. Routes using it set
 * `attachValidation: true` and call `refuseInvalid` first thing in the handler.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import { describeIssue } from './validation.ts';

/** Throws the 400 for a body that failed `schema`, naming its first problem and field. */
export function refuseInvalid(request: FastifyRequest, schema: z.core.$ZodType): void {
  if (!request.validationError) return;
  const result = z.safeParse(schema, request.body ?? undefined, { reportInput: true });
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) throw new HttpError(400, request.validationError.message);
  const field = issue.path.map(String).join('.');
  throw new HttpError(400, describeIssue(issue), field ? { extra: { field } } : {});
}

/** A 400 on a back-office form: the sentence and, when known, the field it is about. */
export const fieldRefusal = z
  .looseObject({ error: z.string(), field: z.string().optional() })
  .describe('The body breaks a rule; `field` names the body field at fault.');

/** The 409 of a versioned save of `what` (a product, a coupon): stale, or a taken name. */
export const staleRefusal = (what: string, taken: string) =>
  z
    .looseObject({
      error: z.string(),
      version: z.int().optional().describe(`The ${what}'s current version, when yours was stale.`),
      field: z.string().optional(),
    })
    .describe(
      `Changed since you opened it (\`version\` is the current one), or the ${taken} is taken.`,
    );
