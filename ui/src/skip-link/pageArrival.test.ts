import { afterEach, expect, test } from 'vitest';
import { arrivals, focusMainHeading, keepFocusOnPage } from './pageArrival';

afterEach(() => {
  document.body.replaceChildren();
});

test('a page counts as arrived only when reached from another path', () => {
  const arrived = arrivals();
  expect(arrived('/orders')).toBe(false); // the first page of a visit
  expect(arrived('/orders')).toBe(false); // the same list again (a filter, a page)
  expect(arrived('/orders/BLM-1')).toBe(true);
  expect(arrived('/orders')).toBe(true);
});

test('focus goes to the main heading, without a tab stop', () => {
  document.body.innerHTML = '<nav><a href="#">Orders</a></nav><main><h1>Orders</h1></main>';
  focusMainHeading();
  const heading = document.querySelector('h1')!;
  expect(document.activeElement).toBe(heading);
  expect(heading.getAttribute('tabindex')).toBe('-1');
});

test('a page still loading holds focus on <main> and hands it to the heading when it appears', async () => {
  document.body.innerHTML = '<nav><a href="#">Orders</a></nav><main><p>Loading</p></main>';
  focusMainHeading();
  const main = document.querySelector('main')!;
  expect(document.activeElement).toBe(main);
  expect(main.tabIndex).toBe(-1);

  main.innerHTML = '<h1>Order BLM-1</h1>';
  await expect.poll(() => document.activeElement).toBe(main.querySelector('h1'));
});

test('a heading that appears after the user moved on leaves focus where they put it', async () => {
  document.body.innerHTML = '<nav><a href="#">Orders</a></nav><main><p>Loading</p></main>';
  focusMainHeading();
  const link = document.querySelector('a')!;
  link.focus();
  const main = document.querySelector('main')!;
  main.innerHTML = '<h1>Order BLM-1</h1>';
  // The observer runs as a microtask after the change: give it that turn, then look.
  await Promise.resolve();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(document.activeElement).toBe(link);
});

test('a closing panel gives focus back to its button unless the page or another dialog took it', () => {
  document.body.innerHTML = `
    <button id="menu">Menu</button>
    <div role="dialog" id="panel"><a href="#" id="link">Orders</a></div>
    <div role="dialog" id="find"><input id="field" /></div>
    <main><h1 tabindex="-1">Orders</h1></main>`;
  const panel = document.getElementById('panel')!;
  /** Whether the panel's closing would leave focus where `focused` is. */
  const keeps = (focused: HTMLElement) => {
    focused.focus();
    const closing = new CustomEvent('focusScope.autoFocusOnUnmount', { cancelable: true });
    panel.addEventListener(closing.type, keepFocusOnPage, { once: true });
    panel.dispatchEvent(closing);
    return closing.defaultPrevented;
  };
  // A link followed: the new page's heading keeps focus.
  expect(keeps(document.querySelector('h1')!)).toBe(true);
  // Find opened from the panel and is being typed in: its field keeps focus.
  expect(keeps(document.getElementById('field')!)).toBe(true);
  // Closed from inside (its own link or close button): focus goes back to Menu.
  expect(keeps(document.getElementById('link')!)).toBe(false);
  expect(keeps(document.getElementById('menu')!)).toBe(false);
});
