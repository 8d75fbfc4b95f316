/**
 * The api's contract as the gateway holds it: the OpenAPI document `npm run codegen` wrote
 * (`src/__generated__/rest-api.json`, from the api's own route schemas) and the types generated
 * from it (`rest-api.ts`). Every reply is checked against the document at the data-source edge,
 * with Ajv validators compiled once per operation and status, so a reply the gateway was not
 * built for fails loudly here instead of reaching a resolver.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { paths } from '../__generated__/rest-api.ts';

/** The HTTP methods the gateway calls the api with, as the document spells them. */
export type RestVerb = 'get' | 'post' | 'patch' | 'delete';

/** Every path the api's document answers for `verb`. */
export type RestPath<Verb extends RestVerb> = {
  [Path in keyof paths]: paths[Path] extends Record<Verb, object> ? Path : never;
}[keyof paths];

type Operation<Verb extends RestVerb, Path extends RestPath<Verb>> = paths[Path][Verb];
type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;
type Success = 200 | 201;

/** The JSON body a successful (2xx) reply of `verb path` carries, per the document. */
export type RestReply<Verb extends RestVerb, Path extends RestPath<Verb>> =
  Operation<Verb, Path> extends { responses: infer Responses }
    ? { [Status in keyof Responses & Success]: JsonOf<Responses[Status]> }[keyof Responses &
        Success]
    : never;

/** The JSON body `verb path` takes (never for a call without one). */
export type RestBody<Verb extends RestVerb, Path extends RestPath<Verb>> =
  Operation<Verb, Path> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query parameters `verb path` takes. */
export type RestQuery<Verb extends RestVerb, Path extends RestPath<Verb>> =
  Operation<Verb, Path> extends { parameters: { query?: infer Query } }
    ? NonNullable<Query>
    : never;

/** Where `npm run codegen` writes the document. */
export const defaultDocumentPath = new URL('../__generated__/rest-api.json', import.meta.url);

/** The parts of an OpenAPI document the checks read. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> } | undefined>>;
}

/** What is wrong with a reply, in one line for the log; undefined when it keeps the contract. */
export type ReplyProblem = string | undefined;

/** Checks api replies against the api's OpenAPI document. */
export class RestContract {
  readonly #document: OpenApiDocument;
  readonly #ajv: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction | null>();

  /** Holds `document` (the api's OpenAPI 3.1 document) and compiles its checks on first use. */
  constructor(document: unknown) {
    this.#document = document as OpenApiDocument;
    // The document is one schema resource: `#/components/...` refs resolve within it. OpenAPI's
    // own keywords (paths, responses, content) are not JSON Schema, hence strict off. Formats
    // are not checked: zod writes a `pattern` beside every `format` (uuid, date-time), and the
    // patterns alone cost less than half as much.
    this.#ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
    this.#ajv.addSchema(document as object, 'rest-api');
  }

  /** The contract in the document `npm run codegen` wrote. */
  static load(file: URL | string = defaultDocumentPath): RestContract {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(
        `The api's contract is missing (${String(file)}): run \`npm run codegen\` at the root.`,
        { cause: error },
      );
    }
    return new RestContract(JSON.parse(text));
  }

  /**
   * What is wrong with `body`, the JSON of the api's `status` reply to `method path` (the path
   * without its query), or undefined when the document allows it. A reply the document does not
   * describe at all (an unknown call, an undocumented status) is a problem too.
   */
  check(method: string, path: string, status: number, body: unknown): ReplyProblem {
    const validate = this.#validator(method.toLowerCase(), path, status);
    if (!validate) return `the document describes no ${status} reply to ${method} ${path}`;
    if (validate(body)) return undefined;
    const [first] = validate.errors ?? [];
    const where = first?.instancePath || '(the body)';
    return `${method} ${path} answered ${status} with a body the document does not allow: ${where} ${first?.message ?? 'is invalid'}`;
  }

  #validator(verb: string, path: string, status: number): ValidateFunction | null {
    const key = `${verb} ${path} ${status}`;
    let validate = this.#validators.get(key);
    if (validate === undefined) {
      const responses = this.#document.paths[path]?.[verb]?.responses ?? {};
      // OpenAPI's ranges: an exact status first, then 4XX/5XX, then default.
      const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find(
        (candidate) => candidate in responses,
      );
      validate = statusKey
        ? (this.#ajv.getSchema(
            `rest-api#/paths/${pointer(path)}/${verb}/responses/${statusKey}/content/application~1json/schema`,
          ) ?? null)
        : null;
      this.#validators.set(key, validate);
    }
    return validate;
  }
}

/** `path` as one JSON Pointer segment. */
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
