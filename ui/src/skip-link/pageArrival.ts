/**
 * Focus after a client-side navigation (WCAG 2.4.3): a full page load puts focus at the top of
 * the new page, a router does not. Without help, focus stays on the link that was used, or falls
 * to `<body>` once that link is gone, so a screen reader announces nothing and the next Tab starts
 * wherever the old page left off. An app asks {@link arrivals} whether a page was reached by
 * navigating, and {@link focusMainHeading} moves focus to it.
 */

/**
 * A tracker for one app: call it with the path as each page shows its title. True when the page
 * was reached by navigating from another path; false for the first page of a visit (focus stays
 * with the browser) and for the same path again (a filter or a page of a list keeps focus where
 * the user is).
 */
export function arrivals(): (pathname: string) => boolean {
  // The path whose page last settled focus; undefined until the first page of the visit.
  let settled: string | undefined;
  return (pathname) => {
    if (settled === pathname) return false;
    const first = settled === undefined;
    settled = pathname;
    return !first;
  };
}

/**
 * Moves focus to the page's main heading (`main h1`), making it focusable from script only
 * (`tabindex="-1"`). A page still loading its data may have no heading yet: `<main>` takes focus
 * then, and hands it to the heading when that appears, unless the user has moved on meanwhile.
 * The page is not scrolled: apps scroll a new page to its top, where its heading is.
 */
export function focusMainHeading(root: ParentNode = document): void {
  const main = root.querySelector<HTMLElement>('main');
  const heading = root.querySelector<HTMLElement>('main h1');
  const target = heading ?? main;
  if (!target) return;
  focusWithoutTabStop(target);
  if (heading || !main) return;
  const watch = new MutationObserver(() => {
    if (document.activeElement !== main) return watch.disconnect();
    const arrived = main.querySelector<HTMLElement>('h1');
    if (!arrived) return;
    watch.disconnect();
    focusWithoutTabStop(arrived);
  });
  watch.observe(main, { childList: true, subtree: true });
}

function focusWithoutTabStop(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * For a menu's or panel's `onCloseAutoFocus`: when one of its links opened another page, that
 * page's heading already has focus (or will, once its code arrives), and Radix would move it back
 * to the menu's button. Likewise when it opened another dialog, which took focus as the panel
 * slid away: Radix would move focus to the button once the slide ends, out of the field being
 * typed in. Closing without going anywhere still returns focus to the button.
 */
export function keepFocusOnPage(event: Event): void {
  const focused = document.activeElement;
  if (document.querySelector('main')?.contains(focused)) return event.preventDefault();
  // The element closing is the event's target; a dialog outside it holding focus keeps it.
  const closing = event.target instanceof Node ? event.target : null;
  const dialog = focused?.closest('[role="dialog"], [role="alertdialog"]');
  if (dialog && (!closing || !(closing === dialog || closing.contains(dialog)))) {
    event.preventDefault();
  }
}
