/**
 * The critical CSS of a rendered page (DESIGN.md, Storefront: the first paint): the rules of the
 * shop's stylesheets that match something in the page's HTML, inlined in its `<style>` so the
 * first paint needs the HTML alone; the whole stylesheet loads after, without blocking.
 *
 * beasties does the work in its two halves: each stylesheet is compiled once when the server
 * starts (`beasties/compiler`: parsed, minified, every selector turned into the class, tag and
 * attribute tokens it needs), and each render is one scan of the page's HTML that collects the
 * tokens it holds (`beasties/runtime`, about 1 ms for a listing on this machine, with pages of
 * the same shape served from its cache). Selectors are compiled to token presence only
 * (`exact: false`): a rule whose tokens are all in the page is kept even if its combinator
 * would not match, so the inlined subset errs on the side of too much, never too little.
 */
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

/** A stylesheet of the build: its address on the site and its text. */
export interface Stylesheet {
  /** e.g. `/assets/index-BH1O.css`. */
  href: string;
  /** The CSS. */
  css: string;
}

/**
 * Selectors made only of pseudo-classes (`:where(html)`, `:where(.card) :where(p)`, `:is(h1, h2)`):
 * beasties drops every pseudo-class before matching, which leaves these empty and so never
 * kept, though the page's base type and prose styles are written so. Kept always: a few rules
 * too many beat a paragraph that moves when the whole stylesheet arrives.
 */
const ONLY_PSEUDO_CLASSES = /^(?:[\s>+~]*::?[\w-]+(?:\((?:[^()]|\([^()]*\))*\))?)+\s*$/;

/** Finds the critical CSS of a page's HTML. */
export type CriticalCss = (html: string) => string;

/** Compiles `sheets` once; the function it gives answers per page. */
export function createCriticalCss(sheets: Stylesheet[]): CriticalCss {
  if (sheets.length === 0) return () => '';
  const processor = createProcessor(
    sheets.map((sheet) =>
      compileSheet(sheet.css, {
        href: sheet.href,
        exact: false,
        allowRules: [ONLY_PSEUDO_CLASSES],
      }),
    ),
    // Placement is the caller's (assets.ts): only the CSS is asked for.
    { preload: false, keyframes: 'critical' },
  );
  return (html) => processor.extract(html).css;
}

/**
 * The text for a `<style>` element: `</style` inside a value (a `content: "</style>"`) cannot
 * close the element early.
 */
export function styleElementText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}
