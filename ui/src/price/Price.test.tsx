/**
 * A price inside right-to-left (Urdu) text stays one left-to-right unit: its amount is an
 * isolated `<bdi dir="ltr">`, so the bidirectional algorithm neither reorders the currency and
 * the digits nor mixes them with the words around. Measured in Chromium: where each part of the
 * amount is drawn on the line.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './Price';

let root: Root | undefined;

/** Renders a price inside an Urdu sentence of an Urdu (right-to-left) page. */
async function renderInUrdu(price: number, props: { currentPrice?: number; currency?: string }) {
  document.documentElement.lang = 'ur';
  document.documentElement.dir = 'rtl';
  const container = document.body.appendChild(document.createElement('p'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <>
        قیمت <Price price={price} {...props} /> ہے
      </>,
    ),
  );
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** The left edge, on screen, of `text`'s first occurrence in `element`'s text. */
function leftOf(element: Element, text: string): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text);
    if (at === -1) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`"${text}" is not in the element`);
}

describe('a price in Urdu text', () => {
  it('is an isolated left-to-right amount, each of a sale’s two prices alike', async () => {
    const container = await renderInUrdu(1499, { currentPrice: 1199 });
    const amounts = [...container.querySelectorAll('bdi')];
    expect(amounts.map((amount) => amount.textContent)).toEqual(['Rs. 1,199.00', 'Rs. 1,499.00']);
    for (const amount of amounts) {
      expect(getComputedStyle(amount).direction).toBe('ltr');
      expect(getComputedStyle(amount).unicodeBidi).toBe('isolate');
    }
  });

  it('reads currency sign then digits from the left, even a sign with no direction of its own', async () => {
    // "₨" (U+20A8) is a neutral to the bidirectional algorithm, unlike "Rs.": in a right-to-left
    // line an amount left to itself would be drawn "1,499.00 ₨".
    const container = await renderInUrdu(1499, { currency: '₨' });
    const amount = container.querySelector('bdi')!;
    expect(amount.textContent).toBe('₨ 1,499.00');
    expect(leftOf(amount, '₨')).toBeLessThan(leftOf(amount, '1,499.00'));
  });
});
