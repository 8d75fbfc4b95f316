/**
 * The harness of the page stories (`Pages/*`): a whole page of the shop as a shopper sees it,
 * header and footer included, rendered by the real route table at a path (TestShop, shared with
 * the page tests) with mocked gateway answers, a guest or a member, and a cart preset in
 * localStorage the way the shop keeps it.
 */
import type { Meta } from '@storybook/react-vite';
import type { MockedResponse } from '@apollo/client/testing';
import { expect, waitFor, within } from 'storybook/test';
import type { CartLine } from '../cart/cart.tsx';
import type { SessionUser } from '../session/session.tsx';
import { TestShop, storeCart } from '../test/TestShop.tsx';

/** Props of {@link PageStory}. */
export interface PageStoryProps {
  /** The address the page opens at, e.g. `/products?category=Skincare`. */
  path: string;
  /** The gateway's answers to what the page asks. @default [] */
  mocks?: readonly MockedResponse[];
  /** The logged-in shopper, or null for a guest. @default null */
  session?: SessionUser | null;
  /** The lines in the cart when the page opens. @default [] */
  cart?: readonly CartLine[];
}

/** The shop at `path`. Changing the path in the controls opens that page afresh. */
export function PageStory({ path, mocks, session }: PageStoryProps) {
  return <TestShop key={path} path={path} mocks={mocks} session={session} />;
}

/** The day the page stories live on, whenever they run: the footer's year, for one, stays put. */
const storyDate = '2026-11-21T10:00:00.000Z';

/**
 * Sets the calendar to `date` (time still passes, so timers and durations work) until the
 * returned function puts the real clock back.
 */
function pinClock(date: string): () => void {
  const RealDate = Date;
  const offset = new RealDate(date).getTime() - RealDate.now();
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/**
 * What every page story file's meta spreads: full-width pages, the cart stored before the story
 * renders (the cart starts from storage once) and forgotten after it, and a pinned calendar.
 * Each meta also says `tags: ['!autodocs']` itself (Storybook's indexer reads tags literally,
 * not through a spread): a docs page would stack whole pages, all sharing one stored cart.
 */
export const pageStoryMeta = {
  parameters: { layout: 'fullscreen' },
  argTypes: {
    mocks: { control: false },
    session: { control: false },
    cart: { control: false },
  },
  beforeEach: ({ args }) => {
    storeCart(args.cart ?? []);
    const unpinClock = pinClock(storyDate);
    return () => {
      unpinClock();
      storeCart([]);
    };
  },
} satisfies Partial<Meta<typeof PageStory>>;

/**
 * Loads every photo in `root` now and tells whether all have arrived. Photos below the first
 * screen load lazily, so they would only start when the screenshot grows the frame to the page's
 * height, racing it; asking for them up front makes the screenshot wait for them instead.
 */
function photosLoaded(root: HTMLElement): boolean {
  const photos = [...root.querySelectorAll('img')];
  for (const photo of photos) if (photo.loading === 'lazy') photo.loading = 'eager';
  return photos.every((photo) => photo.complete);
}

/**
 * Waits until the lazy page shows its h1 named `title`, the text `showing` (something only the
 * mocked data brings, when the page loads any) and its photos; returns queries over the story.
 * Every page story's play starts here, so its screenshot (taken after play) shows the page with
 * its data, not a loader.
 */
export async function pageShown(
  canvasElement: HTMLElement,
  title: string | RegExp,
  { showing }: { showing?: string | RegExp } = {},
) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  if (showing !== undefined) await canvas.findAllByText(showing, {}, { timeout: 5000 });
  await waitFor(() => expect(photosLoaded(canvasElement)).toBe(true));
  return canvas;
}

/** The last amount of money in a text ("Line total Rs. 2,599.00" reads 2599). */
export function lastAmountIn(text: string | null): number {
  const figure = [...(text ?? '').matchAll(/\d[\d,]*\.\d{2}/g)].at(-1)?.[0];
  if (!figure) throw new Error(`no amount in "${text}"`);
  return Number(figure.replaceAll(',', ''));
}
