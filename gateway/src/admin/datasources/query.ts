/** Query strings for the api's list routes. */

/**
 * `values` without its unset entries (undefined, null, or blank text): URLSearchParams would send
 * an undefined as the text "undefined", and the api would refuse it.
 */
export function compact<T extends Record<string, string | number | null | undefined>>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  }
  return query as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}
