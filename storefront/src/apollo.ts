import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { defaultLocale, type Locale } from './i18n/locales.ts';

/**
 * The variables every operation of a page in `locale` gets: `{ locale: 'UR' }` on Urdu pages
 * (the shop's documents declare `$locale: Locale = EN` and ask `name(locale: $locale)`), none on
 * English ones, whose operations go out exactly as before.
 */
export function localeVariables(locale: Locale): { locale?: 'UR' } {
  return locale === defaultLocale ? {} : { locale: 'UR' };
}

/**
 * The `locale` argument of a page in `locale`, for a read outside an operation (a fragment has
 * no operation to default it): `EN` or `UR`.
 */
export function graphqlLocale(locale: Locale): 'EN' | 'UR' {
  return locale === 'ur' ? 'UR' : 'EN';
}

/**
 * What an input that records the shopper's language gets (`PlaceOrderInput.locale`: the order's
 * mails; `RequestPasswordResetInput.locale`: the code's mail): `{ locale: 'UR' }` on Urdu pages,
 * nothing on English ones (the gateway's default), so English inputs go out as before.
 */
export function localeInput(locale: Locale): { locale?: 'UR' } {
  return localeVariables(locale);
}

/** Apollo's default options giving every query, watched query and mutation the page's language. */
export function localeDefaultOptions(locale: Locale): ApolloClient.DefaultOptions {
  const variables = localeVariables(locale);
  return { watchQuery: { variables }, query: { variables }, mutate: { variables } };
}

/** Options of {@link createApolloClient}. */
export interface ApolloClientOptions {
  /** The GraphQL endpoint. @default '/graphql' (the web server forwards it to the gateway) */
  uri?: string;
  /** The cache the server filled while rendering the page, to start from. */
  state?: NormalizedCacheObject;
  /** The page's language: Urdu pages ask for Urdu names and search in Urdu. @default 'en' */
  locale?: Locale;
}

/**
 * The browser's Apollo Client: same-origin /graphql, cookies included so the api's session
 * cookie travels with every call, starting from the cache the server rendered the page with, so
 * hydration asks for nothing again.
 */
export function createApolloClient({
  uri = '/graphql',
  state,
  locale = defaultLocale,
}: ApolloClientOptions = {}) {
  const cache = new InMemoryCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    cache,
    // Queries that always go to the network (the session check) take the server's answer
    // while the page hydrates.
    ssrForceFetchDelay: 100,
    defaultOptions: localeDefaultOptions(locale),
  });
}
