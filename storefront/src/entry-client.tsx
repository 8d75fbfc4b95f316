/**
 * The browser's entry: hydrates the page the server rendered (entry-server.tsx) with the same
 * tree, starting from the data the server fetched. The page's code is loaded first, so hydration
 * never shows the loader in place of the server's HTML.
 */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@bloom/ui/style.css';
import { createApolloClient } from './apollo.ts';
import { AppRoutes, matchPage } from './routes.tsx';
import { Shop } from './Shop.tsx';
import { readPageState } from './render/pageState.ts';

const state = readPageState(document);
const client = createApolloClient({ state: state.apollo });
const { page } = matchPage(`${location.pathname}${location.search}`);

void (page?.load() ?? Promise.resolve())
  // A page whose code failed to load still hydrates: its lazy boundary reports the failure.
  .catch(() => undefined)
  .then(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <Shop client={client} unavailable={state.unavailable}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Shop>,
    );
  });
