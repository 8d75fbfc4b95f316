/**
 * The browser's entry: hydrates the page the server rendered (entry-server.tsx) with the same
 * tree, starting from the data the server fetched. The page's code and its language's catalogue
 * (the server's `<html lang>`) are loaded first, so hydration never shows the loader in place of
 * the server's HTML and finds the same words.
 */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@bloom/ui/style.css';
// The Urdu face's declaration: only `:lang(ur)` text uses its family, so only Urdu pages
// download the font (@bloom/ui README, Languages).
import '@bloom/ui/fonts/urdu.css';
import { createApolloClient } from './apollo.ts';
import { AppRoutes, matchPage, routerBasename } from './routes.tsx';
import { Shop } from './Shop.tsx';
import { readPageState } from './render/pageState.ts';
import { defaultLocale, isLocale, localeOfPath } from './i18n/locales.ts';
import { loadShopMessages } from './i18n/catalogues.ts';
import { createShopIntl } from './i18n/intl.ts';

const state = readPageState(document);
// The server wrote the page's language; it is also the address's (`/ur/...`).
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : defaultLocale;
const client = createApolloClient({ state: state.apollo, locale });
const { page } = matchPage(`${localeOfPath(location.pathname).path}${location.search}`);

void Promise.all([
  loadShopMessages(locale),
  // A page whose code failed to load still hydrates: its lazy boundary reports the failure.
  page?.load().catch(() => undefined),
]).then(([messages]) => {
  hydrateRoot(
    document.getElementById('root')!,
    <Shop client={client} intl={createShopIntl(locale, messages)} unavailable={state.unavailable}>
      <BrowserRouter basename={routerBasename(locale)}>
        <AppRoutes />
      </BrowserRouter>
    </Shop>,
  );
});
