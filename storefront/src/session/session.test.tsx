import { useState } from 'react';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import { renderRoute } from '../test/renderRoute.tsx';
import { testUser } from '../test/fixtures.ts';
import { RawIntlProvider } from 'react-intl';
import { bundledIntl } from '../i18n/bundled.ts';
import {
  LogoutMutation,
  RequireSession,
  SessionProvider,
  SessionQuery,
  useSession,
} from './session.tsx';

test('a guest opening a guarded page is sent to /login, replacing the history entry', async () => {
  const { screen, router } = await renderRoute('/profile');

  await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a member opening a guarded page sees it', async () => {
  const screen = await renderRoute('/profile', { session: testUser });

  await expect
    .element(screen.getByRole('heading', { level: 1 }))
    .toHaveTextContent('Personal Information');
  expect(screen.router.state.location.pathname).toBe('/profile');
});

function Probe() {
  const session = useSession();
  const client = useApolloClient();
  const [logoutError, setLogoutError] = useState('none');
  // Reads only what is cached, so it shows whether the shopper's data is still held.
  const cached = useQuery(SessionQuery, { fetchPolicy: 'cache-only' });
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.name ?? 'nobody'}</p>
      <p data-testid="cached">{cached.data?.me ? 'cached' : 'empty'}</p>
      <p data-testid="logout-error">{logoutError}</p>
      <button
        type="button"
        onClick={() => {
          client.writeQuery({
            query: SessionQuery,
            // The typed result leaves out __typename, which the cache needs to normalise.
            data: { me: { __typename: 'User', ...testUser } as typeof testUser },
          });
        }}
      >
        fill cache
      </button>
      <button
        type="button"
        onClick={() =>
          void session.logout().catch((error: unknown) => setLogoutError(String(error)))
        }
      >
        logout
      </button>
    </div>
  );
}

test('on load the session is checked with the me query', async () => {
  // The gateway's answer waits for the test to release it, so "checking" is seen for certain.
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  const gateway = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        void answered.then(() => {
          observer.next({ data: { me: { __typename: 'User', ...testUser } } });
          observer.complete();
        });
      }),
  );
  const client = new ApolloClient({ link: gateway, cache: new InMemoryCache() });
  const screen = await render(
    <ApolloProvider client={client}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </ApolloProvider>,
  );

  await expect.element(screen.getByTestId('status')).toHaveTextContent('checking');
  // The machine asks once its code is there (it loads on demand).
  await expect.poll(() => asked).toEqual(['Session']);
  release();
  await expect.element(screen.getByTestId('status')).toHaveTextContent('member');
  await expect.element(screen.getByTestId('user')).toHaveTextContent(testUser.name);
});

test('logout ends the session and forgets what was cached for the shopper', async () => {
  const screen = await render(
    <MockedProvider
      mocks={[
        {
          request: { query: LogoutMutation },
          result: { data: { logout: { __typename: 'LogoutPayload', message: 'Logged out' } } },
        },
      ]}
    >
      <SessionProvider initialUser={testUser}>
        <Probe />
      </SessionProvider>
    </MockedProvider>,
  );
  await screen.getByRole('button', { name: 'fill cache' }).click();
  await expect.element(screen.getByTestId('cached')).toHaveTextContent('cached');

  await screen.getByRole('button', { name: 'logout' }).click();

  await expect.element(screen.getByTestId('status')).toHaveTextContent('guest');
  await expect.element(screen.getByTestId('user')).toHaveTextContent('nobody');
  await expect.element(screen.getByTestId('cached')).toHaveTextContent('empty');
});

test('a refused logout keeps the shopper logged in', async () => {
  const screen = await render(
    <MockedProvider
      mocks={[{ request: { query: LogoutMutation }, error: new Error('Network down') }]}
    >
      <SessionProvider initialUser={testUser}>
        <Probe />
      </SessionProvider>
    </MockedProvider>,
  );
  await screen.getByRole('button', { name: 'logout' }).click();

  // Wait for the refusal itself: before it arrives the shopper is still a member anyway.
  await expect.element(screen.getByTestId('logout-error')).toHaveTextContent('Network down');
  await expect.element(screen.getByTestId('status')).toHaveTextContent('member');
  await expect.element(screen.getByTestId('user')).toHaveTextContent(testUser.name);
});

test('on an Urdu page a guarded page says in Urdu that the session is being checked', async () => {
  // The gateway never answers: the check stays under way.
  const silent = new ApolloLink(() => new Observable(() => undefined));
  const client = new ApolloClient({ link: silent, cache: new InMemoryCache() });
  const screen = await render(
    <RawIntlProvider value={bundledIntl('ur')}>
      <ApolloProvider client={client}>
        <SessionProvider>
          <RequireSession>
            <p>guarded</p>
          </RequireSession>
        </SessionProvider>
      </ApolloProvider>
    </RawIntlProvider>,
  );

  await expect
    .element(screen.getByRole('status'))
    .toHaveTextContent(bundledIntl('ur').formatMessage({ id: 'shop.session.checking' }));
  expect(screen.container.textContent).not.toContain('Checking your session');
  expect(screen.container.textContent).not.toContain('guarded');
});
