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
