/**
 * Keyboard-only navigation for the journeys of issue 7: Tab (or Shift+Tab) until a wanted
 * control has focus, checking after every single press that the focused element can be seen,
 * shows a focus indicator (on itself, its ::before or ::after, or its label), and is not hidden
 * under the sticky header (WCAG 2.4.7, 2.4.11).
 */
import { expect, type Page } from '@playwright/test';

/** What the page says about its focused element. */
interface FocusReport {
  /** Tag and accessible-ish name, for messages and matching. */
  name: string;
  /** True when focus is on the document itself (nothing focused). */
  none: boolean;
  /** Whether it has a size and lies, at least partly, inside the viewport. */
  visible: boolean;
  /**
   * Whether `:focus-visible` matches and an outline or box-shadow shows on it (or its label)
   * that it lacks unfocused.
   */
  indicator: boolean;
  /** What covers its centre, when something other than itself does. */
  coveredBy: string | null;
}

function inspectFocus(): FocusReport {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) {
    return { name: 'body', none: true, visible: false, indicator: false, coveredBy: null };
  }
  const labelled = el.getAttribute('aria-labelledby');
  const input = el as HTMLInputElement;
  const text =
    el.getAttribute('aria-label') ??
    (labelled ? document.getElementById(labelled)?.textContent : null) ??
    input.labels?.[0]?.textContent ??
    el.textContent ??
    '';
  const name = `${el.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').trim()}"`;

  // A visually hidden input (a radio of the rating) shows its focus on its label.
  const box = el.getBoundingClientRect().width > 2 ? el : (el.closest('label') ?? el);
  const rect = box.getBoundingClientRect();
  const visible =
    rect.width > 0 &&
    rect.height > 0 &&
    rect.bottom > 0 &&
    rect.right > 0 &&
    rect.top < window.innerHeight &&
    rect.left < window.innerWidth;

  // A focus indicator is an outline or shadow the same element lacks when it has no focus: an
  // unfocused shallow copy beside it, in the same place in the cascade, shows the difference. It
  // may be drawn by the element's ::before or ::after (a link stretched over a product card rings
  // the whole card that way).
  const shows = (node: Element) => {
    const ring = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`
        : `none | ${style.boxShadow}`;
    const copy = node.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    node.after(copy);
    const differs = [null, '::before', '::after'].some((pseudo) => {
      const focused = ring(getComputedStyle(node, pseudo));
      return focused !== 'none | none' && focused !== ring(getComputedStyle(copy, pseudo));
    });
    copy.remove();
    return differs;
  };
  const indicator = el.matches(':focus-visible') && (shows(el) || (box !== el && shows(box)));

  const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
  const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  const ownHit = hit !== null && (box.contains(hit) || hit.contains(box) || el.contains(hit));
  // Toasts come and go on their own over the top of the page; they are not what this guards.
  const toast = hit?.closest('section[aria-label="Notifications"]');
  const describe = (node: Element) => {
    const where = node.closest('header') ? ' in the header' : '';
    const label = node.getAttribute('aria-label') ?? (node.textContent ?? '').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}.${node.className}${where} "${label}"`;
  };
  // Not even partly under the sticky header: its top edge (where a focus ring starts) must show.
  const header = document.querySelector('header');
  const topHit = document.elementFromPoint(
    x,
    Math.min(Math.max(rect.top + 1, 0), window.innerHeight - 1),
  );
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  const underHeader =
    header !== null && !header.contains(el) && topHit !== null && header.contains(topHit);
  const coveredBy = underHeader
    ? `the header (its bottom at ${Math.round(headerBottom)} px, the element's top at ${Math.round(rect.top)} px)`
    : ownHit || toast
      ? null
      : hit
        ? describe(hit)
        : 'nothing at its centre';
  return { name, none: false, visible, indicator, coveredBy };
}

/** Asserts the focused element is visible, visibly focused and not covered. */
export async function expectFocusShown(page: Page): Promise<string> {
  let report = await page.evaluate(inspectFocus);
  // A page still arriving (a lazy route, a list loading) can move the element after the browser
  // scrolled to it; judge the focus once the layout has settled.
  const fine = (r: FocusReport) => !r.none && r.visible && r.indicator && r.coveredBy === null;
  for (let tries = 0; !fine(report) && tries < 10; tries += 1) {
    await page.waitForTimeout(100);
    report = await page.evaluate(inspectFocus);
  }
  expect(report.none, 'something has focus').toBe(false);
  expect(report.visible, `${report.name} is in view`).toBe(true);
  expect(report.indicator, `${report.name} shows a focus indicator`).toBe(true);
  expect(report.coveredBy, `${report.name} is not covered`).toBeNull();
  return report.name;
}

/**
 * Presses Tab (Shift+Tab when `back`) until the focused element's name matches `target`,
 * checking the focus after every press; fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: RegExp,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    try {
      const name = await expectFocusShown(page);
      seen.push(name);
      if (target.test(name)) return;
    } catch (error) {
      // Say where the keyboard user was: the controls passed on the way to the target.
      throw new Error(
        `${(error as Error).message}\nTabbing to ${target}, after: ${seen.join(', ')}`,
      );
    }
  }
  throw new Error(`No focus on ${target} after ${max} presses; passed: ${seen.join(', ')}`);
}
