/**
 * Right to left and Urdu, in Chromium with the components' real CSS: the sheet's start side is
 * the right in an RTL page and it slides in from there, directional icons mirror (and others do
 * not), Radix parts take the direction from BloomProvider, and @bloom/ui's own words come from
 * the Urdu catalogue with Urdu plurals, while without any provider they stay English.
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CartButton } from '../cart-button/CartButton';
import { Pagination } from '../pagination/Pagination';
import { Sheet, SheetContent } from '../sheet/Sheet';
import { Tabs, TabsList, TabsTrigger } from '../tabs/Tabs';
import { BloomProvider } from './BloomProvider';
import type { Locale } from './messages';

let root: Root | undefined;

/** Renders into the page with <html lang dir> set as the server sets them. */
async function render(element: ReactElement, locale?: Locale) {
  document.documentElement.lang = locale ?? 'en';
  document.documentElement.dir = locale === 'ur' ? 'rtl' : 'ltr';
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(locale ? <BloomProvider locale={locale}>{element}</BloomProvider> : element),
  );
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const sheet = (side: 'start' | 'left' | 'end') => (
  <Sheet defaultOpen>
    <SheetContent title="Menu" side={side}>
      Links
    </SheetContent>
  </Sheet>
);
const panel = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';
/** Held to the left edge (the other edge is then a computed distance, never 0 on this screen). */
const onLeft = (style: CSSStyleDeclaration) => style.left === '0px' && style.right !== '0px';

describe('the sheet', () => {
  it('opens on the left and slides from the left in an English page', async () => {
    await render(sheet('start'), 'en');
    const style = getComputedStyle(panel());
    expect(onLeft(style)).toBe(true);
    expect(style.getPropertyValue('--sheet-from')).toBe('translateX(-100%)');
  });

  it('opens on the right and slides from the right in an Urdu page, for start and left alike', async () => {
    for (const side of ['start', 'left'] as const) {
      await render(sheet(side), 'ur');
      const style = getComputedStyle(panel());
      expect(onLeft(style)).toBe(false);
      expect(style.right).toBe('0px');
      expect(style.getPropertyValue('--sheet-from')).toBe('translateX(100%)');
      await act(async () => root?.unmount());
      document.body.replaceChildren();
    }
  });

  it('keeps end on the left in an Urdu page, sliding from the left', async () => {
    await render(sheet('end'), 'ur');
    const style = getComputedStyle(panel());
    expect(onLeft(style)).toBe(true);
    expect(style.getPropertyValue('--sheet-from')).toBe('translateX(-100%)');
  });

  it('does not mirror its close icon, which has no direction', async () => {
    await render(sheet('start'), 'ur');
    expect(getComputedStyle(panel().querySelector('svg')!).transform).toBe('none');
  });
});

describe('directional icons', () => {
  const pagination = <Pagination page={2} totalPages={3} onPageChange={() => {}} />;
  const chevrons = (container: HTMLElement) =>
    [...container.querySelectorAll('svg')].map((svg) => getComputedStyle(svg).transform);

  it('point as drawn in an English page', async () => {
    expect(chevrons(await render(pagination, 'en'))).toEqual(['none', 'none']);
  });

  it('mirror in an Urdu page: Next points left', async () => {
    expect(chevrons(await render(pagination, 'ur'))).toEqual([mirrored, mirrored]);
  });
});

describe('BloomProvider', () => {
  it('gives Radix parts the page direction', async () => {
    const tabs = (
      <Tabs defaultValue="a">
        <TabsList aria-label="Orders">
          <TabsTrigger value="a">A</TabsTrigger>
        </TabsList>
      </Tabs>
    );
    const container = await render(tabs, 'ur');
    expect(container.querySelector('[role="tablist"]')?.closest('[dir]')?.getAttribute('dir')).toBe(
      'rtl',
    );
  });

  it("writes @bloom/ui's words in Urdu, plurals by Urdu's rules", async () => {
    const container = await render(
      <>
        <Pagination page={2} totalPages={3} onPageChange={() => {}} />
        <CartButton count={1} href="/cart" />
        <CartButton count={3} href="/cart" />
      </>,
      'ur',
    );
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('صفحات');
    expect(container.querySelector('nav')?.textContent).toContain('اگلا');
    expect([...container.querySelectorAll('a[href="/cart"]')].map((a) => a.ariaLabel)).toEqual([
      'کارٹ، 1 آئٹم',
      'کارٹ، 3 آئٹمز',
    ]);
  });

  it('is not needed for English: without it the words are as they always were', async () => {
    const container = await render(
      <>
        <Pagination page={2} totalPages={3} onPageChange={() => {}} />
        <CartButton count={1} href="/cart" />
        <CartButton count={3} href="/cart" />
      </>,
    );
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Pagination');
    expect([...container.querySelectorAll('a[href="/cart"]')].map((a) => a.ariaLabel)).toEqual([
      'Cart, 1 item',
      'Cart, 3 items',
    ]);
  });
});
