/**
 * No tap lost before the script (issue 32 §3; DESIGN.md, Storefront). The server's page is
 * complete and styled long before the shop's code has run: links and the forms the server answers
 * (search, the filters' Apply, sign in, the language switch) work from the first paint, but a
 * button (add to cart, the heart, quantity, the menu) does nothing until React's root exists, and
 * React replays only the taps it sees once it does.
 *
 * So the head carries a tiny inline script, the one inline script of the shop's policy (allowed by
 * its hash, server/security.ts): from the first byte it keeps every click on a button of the page
 * (`#root`) that the browser itself would not act on, stops it before anyone else sees it, and
 * shows that it took: a progress line at the top of the page, and on the header's cart a "+n" for
 * the adds to the cart waiting. The browser's entry ({@link replayEarlyTaps}) takes them once the
 * page has hydrated and clicks each button again, in order, now with React listening, then stands
 * the keeper down. A tap is replayed once: the keeper stopped the first, React sees only the replay.
 *
 * Kept: `<button>` and ARIA widgets (`[role=button]`, checkbox, switch, radio, tab), not disabled.
 * Left to the browser: links, native fields (their state stays in the page and the form sends
 * it), and a submit button of a form with an `action` (the server answers it).
 */

/** The controls the keeper keeps (less the disabled ones and a form's submit to the server). */
const keptSelector = 'button,[role=button],[role=checkbox],[role=switch],[role=radio],[role=tab]';

/** The script's text, exactly as the head carries it (its hash is in the policy). */
export const earlyTapsSource =
  '(function(){var d=document,h=d.documentElement,q=[],adds=0;' +
  'function keep(e){' +
  `var t=e.target,b=t&&t.closest?t.closest('${keptSelector}'):null;` +
  "if(!b||b.disabled||b.getAttribute('aria-disabled')==='true'||!b.closest('#root'))return;" +
  "if(b.type==='submit'&&b.form&&b.form.hasAttribute('action'))return;" +
  'e.preventDefault();e.stopImmediatePropagation();q.push(b);' +
  "h.setAttribute('data-taps-waiting',String(q.length));" +
  "if(b.getAttribute('data-action')==='add-to-cart'){adds++;h.style.setProperty('--taps-cart','\"+'+adds+'\"')}}" +
  "d.addEventListener('click',keep,true);" +
  // The fields the shopper typed in, ticked or chose (autofill too): not those the browser gave
  // back their old values on Back or reload, which no event announces.
  'var t=new WeakSet();function touch(e){t.add(e.target)}' +
  "d.addEventListener('input',touch,true);d.addEventListener('change',touch,true);" +
  'window.__bloomTouched=t;' +
  'window.__bloomEarlyTaps=function(){' +
  "d.removeEventListener('click',keep,true);h.removeAttribute('data-taps-waiting');" +
  "h.style.removeProperty('--taps-cart');return q.splice(0)}})()";

/**
 * How a waiting tap shows before the stylesheet and the code: inline too, since the page's own
 * CSS may still be on its way (server/assets.ts links it last in the body) and its critical part keeps only rules
 * the server's HTML uses.
 */
export const earlyTapsStyle =
  'html[data-taps-waiting]{cursor:progress}' +
  'html[data-taps-waiting] body::before{content:"";position:fixed;inset-block-start:0;inset-inline:0;' +
  'block-size:3px;background:var(--bloom-color-accent,currentColor);z-index:2147483647}' +
  // The badge's look is @bloom/ui's count badge (CountLink), from the same tokens.
  'html[data-taps-waiting] [data-early-tap-badge]::after{content:var(--taps-cart,none);' +
  'position:absolute;inset-block-start:2px;inset-inline-end:0;min-inline-size:1.25rem;' +
  'padding:0 .3rem;border-radius:999px;font:700 .6875rem/1.25rem system-ui,sans-serif;' +
  'text-align:center;background:var(--bloom-color-accent,#8c2f5a);' +
  'color:var(--bloom-color-accent-contrast,#fff)}';

/** The head's tags: the style and the script, written before anything else can be tapped. */
export function earlyTapsHead(): string {
  return `<style>${earlyTapsStyle}</style><script>${earlyTapsSource}</script>`;
}

declare global {
  interface Window {
    /** Set by the head's script: stands the keeper down and gives the taps it kept, in order. */
    __bloomEarlyTaps?: () => Element[];
    /** Set by the head's script: every field an `input` or `change` event has reached. */
    __bloomTouched?: WeakSet<EventTarget>;
  }
}

/** What the server's HTML said a field holds (its `value`, `checked` or `selected` attributes). */
function serverValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return chosen?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * The fields of `root` whose value the shopper changed from the server's, before the code. Only
 * those they touched: a field the browser filled in again itself (its value when the page was
 * left, given back on Back or reload) is where the shopper left it, not a change made now, and
 * handed over it would act again (a filter's tick taking Back forward to the filtered listing).
 */
function changedFields(root: HTMLElement) {
  const touched = window.__bloomTouched;
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    ),
  ].filter((field) => {
    if (field.disabled) return false;
    if (touched && !touched.has(field)) return false;
    if (field instanceof HTMLInputElement) {
      if (/^(hidden|file|submit|button|reset|image)$/.test(field.type)) return false;
      // A radio the shopper left is handed over by the click on the one they chose.
      if (field.type === 'checkbox' || field.type === 'radio') {
        return (
          field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)
        );
      }
    }
    return field.value !== serverValue(field);
  });
}

/**
 * Tells the page's code what the shopper typed, ticked or chose before it ran: the browser kept it
 * in the field, but no `input` or `change` reached React or a form library then. The value is
 * handed over as a change would be (React's value tracker first set back to the server's, so the
 * change is seen as one).
 */
function announce(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !field.checked; // through the tracker: what the page's code last saw
    field.click(); // back to the shopper's choice, as a tick: click, input and change events
    return;
  }
  const value = field.value;
  field.value = serverValue(field); // through the tracker
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  nativeSetter?.call(field, value); // past it: the field holds the shopper's value again
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * In the browser, once the page has hydrated (its page too, which React may hydrate after the
 * frame: see EarlyTaps.tsx): stands the keeper down (React hears taps from now on), hands over
 * what was typed before, then clicks again each button tapped before, in order, unless the page
 * has since dropped it. Returns the number of taps replayed. Safe to call twice (the second call
 * finds none).
 */
export function replayEarlyTaps(): number {
  const taps = window.__bloomEarlyTaps?.() ?? [];
  window.__bloomEarlyTaps = () => [];
  const root = document.getElementById('root');
  return root ? handOver(root, taps) : 0;
}

/**
 * Hands over to the code that now runs `root` (the page, or one island that has just hydrated:
 * src/islands/entry.tsx) what was typed in its fields before, then clicks again each of `taps`,
 * in order, unless the page has since dropped it. Returns the number of taps replayed.
 */
export function handOver(root: HTMLElement, taps: readonly Element[]): number {
  for (const field of changedFields(root)) if (field.isConnected) announce(field);
  let replayed = 0;
  for (const tap of taps) {
    if (tap.isConnected && tap instanceof HTMLElement) {
      tap.click();
      replayed += 1;
    }
  }
  return replayed;
}

/** What the head's keeper keeps: a button (or ARIA widget) the browser itself would not act on. */
export function keptControl(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(keptSelector) : null;
  if (!control || (control as HTMLButtonElement).disabled) return null;
  if (control.getAttribute('aria-disabled') === 'true') return null;
  if (control instanceof HTMLButtonElement && control.type === 'submit') {
    if (control.form?.hasAttribute('action')) return null;
  }
  return control;
}
