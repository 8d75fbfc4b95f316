/**
 * The catalogues as imported JSON, with the strict id type the components use. Internal: the
 * published declarations must not import JSON (a consumer's TypeScript may not resolve it), so
 * messages.ts re-exports these with plain types.
 */
import en from './en.json';
import ur from './ur.json';

/** Exactly the ids of en.json. */
export type UiMessageKey = keyof typeof en;

/** Both catalogues; ur.json must have every id of en.json (checked here and by a test). */
export const catalogues = { en, ur: ur satisfies Record<UiMessageKey, string> };
