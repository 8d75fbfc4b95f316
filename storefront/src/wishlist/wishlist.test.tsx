import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RawIntlProvider } from 'react-intl';
import { bundledIntl } from '../i18n/bundled.ts';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { Toaster, toast } from '@bloom/ui';
import { SessionProvider, useSessionActions, type SessionUser } from '../session/session.tsx';
import { WISHLIST_STORAGE_KEY } from '../machines/wishlistMachine.ts';
import { testUser } from '../test/fixtures.ts';
import { wishlistIdsMock } from '../test/mocks.ts';
import { WishlistHeart } from './WishlistHeart.tsx';
import { AddToWishlistMutation, RemoveFromWishlistMutation } from './wishlistActor.ts';
import {
  WishlistProvider,
  useWishlistCount,
  useWishlistHas,
  useWishlistIds,
  useWishlistReady,
  useWishlistToggle,
} from './wishlist.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => toast.remove());

const stored = () => localStorage.getItem(WISHLIST_STORAGE_KEY);

/** The list as the hooks read it, and buttons that toggle p1/p2 and log in. */
function Probe() {
  const ids = useWishlistIds();
  const ready = useWishlistReady();
  const toggle = useWishlistToggle();
  const { signIn } = useSessionActions();
  return (
    <>
      <p data-testid="ids">{ids.join(',')}</p>
      <p data-testid="ready">{String(ready)}</p>
      <button type="button" onClick={() => toggle('p1')}>
        toggle p1
      </button>
      <button type="button" onClick={() => toggle('p2')}>
        toggle p2
      </button>
      <button type="button" onClick={() => signIn(testUser)}>
        log in
      </button>
    </>
  );
}

function renderWishlist({
  session = null,
  mocks = [],
  children = <Probe />,
  locale = 'en',
}: {
  session?: SessionUser | null;
  mocks?: MockedResponse[];
  children?: ReactNode;
  locale?: 'en' | 'ur';
} = {}) {
  // Inside the page's intl, as in the shop (the heart names itself from the catalogue).
  return render(
    <RawIntlProvider value={bundledIntl(locale)}>
      <MockedProvider mocks={mocks}>
        <SessionProvider initialUser={session}>
          <WishlistProvider>
            {children}
            <Toaster />
          </WishlistProvider>
        </SessionProvider>
      </MockedProvider>
    </RawIntlProvider>,
  );
}

/** The answer to adding or removing products: the list as it is now. */
function wishlistMutationMock(
  mutation: typeof AddToWishlistMutation | typeof RemoveFromWishlistMutation,
  productIds: string[],
  now: string[],
): MockedResponse {
  const field = mutation === AddToWishlistMutation ? 'addToWishlist' : 'removeFromWishlist';
  return {
    request: { query: mutation, variables: { input: { productIds } } },
    result: {
      data: {
        [field]: { __typename: 'WishlistPayload', message: 'Wishlist updated', productIds: now },
      },
    },
  };
}

test('a guest’s saved hearts are read after the first render, and toggles are saved newest first', async () => {
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['p9']));
  const screen = await renderWishlist();
  await expect.element(screen.getByTestId('ready')).toHaveTextContent('true');
  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p9');

  await screen.getByRole('button', { name: 'toggle p1' }).click();
  await screen.getByRole('button', { name: 'toggle p2' }).click();
  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p2,p1,p9');
  expect(JSON.parse(stored() ?? '[]')).toEqual(['p2', 'p1', 'p9']);

  await screen.getByRole('button', { name: 'toggle p1' }).click();
  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p2,p9');
});

test('another tab’s change of the guest list shows here', async () => {
  const screen = await renderWishlist();
  await expect.element(screen.getByTestId('ready')).toHaveTextContent('true');
  const newValue = JSON.stringify(['p4', 'p5']);
  localStorage.setItem(WISHLIST_STORAGE_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY, newValue }));
  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p4,p5');
});

test('at login the guest’s hearts merge into the member’s list and are forgotten here', async () => {
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['p1', 'p2']));
  const screen = await renderWishlist({
    mocks: [wishlistMutationMock(AddToWishlistMutation, ['p1', 'p2'], ['p1', 'p2', 'p3'])],
  });
  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p1,p2');

  await screen.getByRole('button', { name: 'log in' }).click();

  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p1,p2,p3');
  expect(stored()).toBeNull();
});

test('a member’s list is loaded; a change the server refuses goes back, with the shop’s sentence', async () => {
  const screen = await renderWishlist({
    session: testUser,
    mocks: [
      wishlistIdsMock(['p3']),
      {
        request: { query: AddToWishlistMutation, variables: { input: { productIds: ['p1'] } } },
        result: {
          errors: [
            new GraphQLError('Please log in again.', { extensions: { code: 'UNAUTHENTICATED' } }),
          ],
        },
        // Long enough for the check below to see the heart before the refusal comes back.
        delay: 1000,
      },
    ],
  });
  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p3');

  await screen.getByRole('button', { name: 'toggle p1' }).click();
  // At once, before the server has answered.
  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p1,p3');

  await expect.element(screen.getByText('Please log in again.')).toBeVisible();
  await expect.element(screen.getByTestId('ids')).toHaveTextContent(/^p3$/);
  // A member's list is the server's: nothing is written to this browser.
  expect(stored()).toBeNull();
});

test('a member’s removal is sent to the server', async () => {
  let sent = false;
  const screen = await renderWishlist({
    session: testUser,
    mocks: [
      wishlistIdsMock(['p1', 'p3']),
      {
        ...wishlistMutationMock(RemoveFromWishlistMutation, ['p1'], ['p3']),
        result: () => {
          sent = true;
          return {
            data: {
              removeFromWishlist: {
                __typename: 'WishlistPayload',
                message: 'Removed',
                productIds: ['p3'],
              },
            },
          };
        },
      },
    ],
  });
  await expect.element(screen.getByTestId('ids')).toHaveTextContent('p1,p3');
  await screen.getByRole('button', { name: 'toggle p1' }).click();
  await expect.element(screen.getByTestId('ids')).toHaveTextContent(/^p3$/);
  await expect.poll(() => sent).toBe(true);
});

test('a member whose list cannot be loaded hears why', async () => {
  const screen = await renderWishlist({
    session: testUser,
    mocks: [
      {
        request: { query: wishlistIdsMock([]).request.query },
        error: new TypeError('Failed to fetch'),
      },
    ],
  });
  await expect
    .element(screen.getByText('We could not reach the shop. Check your connection and try again.'))
    .toBeVisible();
  await expect.element(screen.getByTestId('ready')).toHaveTextContent('true');
});

test('on an Urdu page a member whose list cannot be loaded hears why in Urdu', async () => {
  const screen = await renderWishlist({
    session: testUser,
    locale: 'ur',
    mocks: [
      {
        request: { query: wishlistIdsMock([]).request.query },
        error: new TypeError('Failed to fetch'),
      },
    ],
  });
  await expect
    .element(screen.getByText(bundledIntl('ur').formatMessage({ id: 'shop.error.network' })))
    .toBeVisible();
});

test('each wishlist hook re-renders only for what it reads', async () => {
  const renders = { toggle: 0, count: 0, heart: 0 };
  // A Profiler's onRender runs for each commit in which something inside it rendered.
  const counted = (name: keyof typeof renders, child: ReactNode) => (
    <Profiler id={name} onRender={() => void (renders[name] += 1)}>
      {child}
    </Profiler>
  );
  function Toggle() {
    const toggle = useWishlistToggle();
    return (
      <button type="button" onClick={() => toggle('p1')}>
        heart p1
      </button>
    );
  }
  function Count() {
    return <p data-testid="count">{useWishlistCount()}</p>;
  }
  function OtherHeart() {
    return <p data-testid="p2">{String(useWishlistHas('p2'))}</p>;
  }
  const screen = await renderWishlist({
    children: (
      <>
        {counted('toggle', <Toggle />)}
        {counted('count', <Count />)}
        {counted('heart', <OtherHeart />)}
        <Probe />
      </>
    ),
  });
  await expect.element(screen.getByTestId('ready')).toHaveTextContent('true');
  const before = { ...renders };

  await screen.getByRole('button', { name: 'heart p1' }).click();

  await expect.element(screen.getByTestId('count')).toHaveTextContent('1');
  expect(renders).toEqual({ ...before, count: before.count + 1 });
});

test('a member’s heart waits for their list: disabled until it arrives, then pressed as it says', async () => {
  const screen = await renderWishlist({
    session: testUser,
    mocks: [{ ...wishlistIdsMock(['p3']), delay: 1000 }],
    children: <WishlistHeart product={{ id: 'p3', name: 'Rose Serum' }} />,
  });
  const heart = screen.getByRole('button', { name: 'Save Rose Serum to wishlist' });
  await expect.element(heart).toBeDisabled();
  await expect.element(heart).toBeEnabled();
  await expect.element(heart).toHaveAttribute('aria-pressed', 'true');
});
