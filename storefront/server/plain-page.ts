/**
 * The web server's small page of its own, for what never reaches React (an unreadable address, a
 * refusal, a missing back-office file). The callers pass fixed text only, never shopper input.
 */

/** Options for {@link plainPage}. */
export interface PlainPageOptions {
  /** Which site's title it carries. @default 'Bloom' */
  site?: string;
  /** Offer the way to the shop's home page. @default true */
  homeLink?: boolean;
}

/** A complete, `noindex` HTML page with a heading and one sentence. */
export function plainPage(
  title: string,
  text: string,
  { site = 'Bloom', homeLink = true }: PlainPageOptions = {},
): string {
  const home = homeLink ? '<p><a href="/">Take me home</a></p>' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" /><title>${title} - ${site}</title></head><body><main><h1>${title}</h1><p>${text}</p>${home}</main></body></html>`;
}
