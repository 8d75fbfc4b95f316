/**
 * The hand-over of a visit's first request (see firstData.ts): boot.ts leaves it on `window`,
 * the Apollo link (apollo.ts) takes it. Kept apart from firstData.ts so the app does not carry
 * the query texts boot.ts sends.
 */

/** A query sent ahead for the page a visit starts at. */
export interface FirstRequest {
  operationName: string;
  variables: Record<string, unknown>;
  /** The gateway's answer (`{ data, errors }`), or null when it could not be had. */
  response: Promise<unknown>;
}

declare global {
  interface Window {
    /** Set by boot.ts, taken (once) by the Apollo link in apollo.ts. */
    __bloomFirstRequest?: FirstRequest;
  }
}

/**
 * The answer sent ahead for this operation, taken so it serves once; null when there is none
 * or it was for another page or other variables.
 */
export function takeFirstResponse(
  operationName: string | undefined,
  variables: Record<string, unknown>,
): Promise<unknown> | null {
  const first = window.__bloomFirstRequest;
  if (!first || first.operationName !== operationName) return null;
  if (JSON.stringify(first.variables) !== JSON.stringify(variables)) return null;
  delete window.__bloomFirstRequest;
  return first.response;
}
