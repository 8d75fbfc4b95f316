import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { Marquee } from './Marquee';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (reduce: boolean) => Promise<void>;
  }
}

const testimonials = [
  { text: 'Lovely serum.', name: 'Ayesha K.', rating: 5 },
  { text: 'Soft curls at last.', name: 'Hira T.', rating: 4 },
];

let root: Root | undefined;

async function render(element: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root!.render(element));
  return { container };
}

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.replaceChildren();
  await commands.emulateReducedMotion(false);
});

const track = (container: HTMLElement) => container.querySelector('section > div') as HTMLElement;

it('moves when motion is welcome', async () => {
  const { container } = await render(<Marquee testimonials={testimonials} />);
  expect(getComputedStyle(track(container)).animationName).not.toBe('none');
});

it('stands still, without the looping copy, under prefers-reduced-motion', async () => {
  await commands.emulateReducedMotion(true);
  const { container } = await render(<Marquee testimonials={testimonials} />);
  expect(getComputedStyle(track(container)).animationName).toBe('none');
  const copy = container.querySelector('ul[aria-hidden="true"]') as HTMLElement;
  expect(getComputedStyle(copy).display).toBe('none');
});
