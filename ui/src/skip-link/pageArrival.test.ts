import { afterEach, expect, test } from 'vitest';
import { arrivals, focusMainHeading } from './pageArrival';

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
