import { z } from 'zod';
import { badRequest, type HttpError } from './errors.ts';

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/**
 * Marks a refinement's message as a whole sentence that already says which field it is about,
 * so it is answered as it stands: `.refine(check, { error, params: standalone })`.
 */
const standaloneSentence = 'standaloneSentence';

/** `params` for a refinement whose message is answered without the field's name in front. */
export const standalone = { [standaloneSentence]: true } as const;

/** One clear sentence for the first problem zod found. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = describePath(issue.path);
  const where = field ? `"${field}"` : 'The request body';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${where} has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}.`;
    case 'invalid_type':
      if (!field) return 'The request body must be a JSON object.';
      if (issue.input === undefined) return `${where} is required.`;
      return issue.message.startsWith('Invalid input')
        ? `${where} must be ${article(issue.expected)}.`
        : issue.message;
    default: {
      if (issue.code === 'custom' && issue.params?.[standaloneSentence] === true) {
        return issue.message;
      }
      const message = issue.message.replace(/^Invalid input: /, '');
      const sentence = message.endsWith('.') ? message : `${message}.`;
      return field ? `${where}: ${sentence}` : sentence;
    }
  }
}

function article(expected: string): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
  };
  return names[expected] ?? `a ${expected}`;
}

/** What checking input against a schema gives: the parsed value, or the 400 to answer with. */
export type Checked<Value> = { value: Value; error?: undefined } | { error: HttpError };

/** Checks `input` with `schema`: its parsed value, or a 400 naming the first problem. */
export function check<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): Checked<z.output<Schema>> {
  // reportInput: describeIssue tells a missing field from one of the wrong type by its input.
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) return { value: result.data };
  const first = result.error.issues[0];
  return { error: badRequest(first ? describeIssue(first) : 'The request is not valid.') };
}

/** Parses `input` with `schema` or throws a 400 naming the first problem. */
export function parse<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const checked = check(schema, input);
  if (checked.error) throw checked.error;
  return checked.value;
}

/** A uuid, with a sentence that says so. */
export const uuid = (what: string) => z.uuid({ error: `${what} is not a valid id.` });

/** Every control character (C0, DEL, C1), line breaks and tabs included. */
const controlCharacter = /\p{Cc}/u;

/** Control characters other than the tab and line breaks a written message is made of. */
const controlCharacterButLayout = /(?![\t\n\r])\p{Cc}/u;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make
 * stored text read differently from what it holds (a name that displays as someone else's, a
 * file name whose end reads backwards).
 */
const bidiControl = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * The one check every stored text field goes through (DESIGN.md, "Stored text"): bidirectional
 * controls are refused everywhere, control characters in one-line fields (a name, an address, a
 * subject), and multi-line fields (a review, a contact message) keep only newlines and tabs.
 * A refusal names the field in a sentence; nothing is silently stripped.
 */
export function cleanText<Schema extends z.ZodType<string>>(
  schema: Schema,
  what: string,
  {
    multiline = false,
    afterPath = false,
  }: {
    multiline?: boolean;
    /**
     * The refusal follows the field's path (`"products[3].name": must be one line…`) instead of
     * standing alone with `what`: for a file's entries, whose path names the row.
     */
    afterPath?: boolean;
  } = {},
) {
  const subject = afterPath ? '' : `${what} `;
  const params = afterPath ? {} : { params: standalone };
  return schema
    .refine((value) => !(multiline ? controlCharacterButLayout : controlCharacter).test(value), {
      error: multiline
        ? `${subject}cannot contain control characters (only line breaks and tabs).`
        : `${subject}must be one line without control characters.`,
      ...params,
      abort: true,
    })
    .refine((value) => !bidiControl.test(value), {
      error: `${subject}cannot contain text-direction override characters (U+202A–U+202E, U+2066–U+2069).`,
      ...params,
    });
}

/** Trimmed text of bounded length, before the check of what it may hold. */
const boundedText = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(min, {
      error: min === 1 ? `${what} is required.` : `${what} needs at least ${min} characters.`,
    })
    .max(max, { error: `${what} can be at most ${max} characters.` });

/** Trimmed one-line text of bounded length, refused with a sentence if it holds control characters. */
export const text = (what: string, min: number, max: number) =>
  cleanText(boundedText(what, min, max), what);

/**
 * Trimmed multi-line text of bounded length (a review, a message): newlines and tabs kept, other
 * control characters and direction overrides refused with a sentence.
 */
export const multilineText = (what: string, min: number, max: number) =>
  cleanText(boundedText(what, min, max), what, { multiline: true });

/** An email address, trimmed and lower-cased. */
export const email = z
  .string({ error: 'Email must be text.' })
  .trim()
  .max(254, { error: 'Email can be at most 254 characters.' })
  .pipe(z.email({ error: 'Email is not a valid email address.' }))
  .transform((value) => value.toLowerCase());

/** A password within DESIGN.md's bounds. Never trimmed: spaces are part of it. */
export const password = z
  .string({ error: 'Password must be text.' })
  .min(8, { error: 'Password needs at least 8 characters.' })
  .max(128, { error: 'Password can be at most 128 characters.' });

/** A phone number: digits with an optional leading +, sent as text or as a number. */
export const phone = z
  .union([z.string(), z.number()], { error: 'Phone must be a number.' })
  .transform((value) => String(value).replace(/[\s()-]/g, ''))
  .pipe(
    z.string().regex(/^\+?\d{7,15}$/, {
      error: 'Phone must be 7 to 15 digits, optionally starting with +.',
    }),
  );
