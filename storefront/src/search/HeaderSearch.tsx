/**
 * The header's search as you type (DESIGN.md, Discovery): ui's SearchCombobox (a WAI-ARIA
 * combobox in a real GET form to /products?search=, so it works before the script runs), fed with
 * the gateway's suggestions for what was typed. From two characters, a short pause after the last
 * keystroke asks for up to six products and the matching categories; only the latest text is
 * asked for (Apollo drops the answer to older text and aborts its request). Choosing a suggestion
 * opens it; Enter opens the full results.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import {
  SearchCombobox,
  type SearchCategorySuggestion,
  type SearchProductSuggestion,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { SearchSuggestionsQuery as SearchSuggestionsData } from '../__generated__/graphql';
import { useClientSource } from '../graphql/clientSource.tsx';
import { categoryLabel, categoryName } from '../catalog/categories.ts';

/** What the search box suggests for a term: products with their card's fields, and categories. */
export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($term: String!, $locale: Locale = EN) {
    searchSuggestions(term: $term, locale: $locale) {
      term
      products {
        ...ProductCardFields
      }
      categories
    }
  }
`);

/** Characters before anything is suggested (the gateway suggests nothing under two). */
export const MIN_SEARCH_LENGTH = 2;

/**
 * How long the text must rest before it is asked about, in ms. Short: a shopper typing fast asks
 * once per pause, and suggestions still show within 150 ms of the last keystroke.
 */
export const SUGGEST_DELAY_MS = 30;

/** `value`, once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The listing of a search: /products?search=<term>, with a category when given. */
export function searchHref(term: string, category?: string): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  params.set('search', term);
  return `/products?${params.toString()}`;
}

/** The search term in an address: its `search` parameter on /products, else none. */
function searchedIn(pathname: string, search: string): string {
  return pathname === '/products' ? (new URLSearchParams(search).get('search') ?? '') : '';
}

type Suggestions = SearchSuggestionsData['searchSuggestions'];

/**
 * What the shop suggests for `term` (nothing under {@link MIN_SEARCH_LENGTH}), through the
 * page's client source: on a page hydrated in islands, Apollo's code loads with the first term
 * worth asking about, not with the page. While the answer for a newer term is on its way, the
 * last answer stays (no flicker); a failed ask leaves the box without suggestions, and the
 * form still searches.
 */
function useSuggestions(term: string): { answer?: Suggestions; loading: boolean } {
  const getClient = useClientSource();
  const asking = term.length >= MIN_SEARCH_LENGTH;
  const [answered, setAnswered] = useState<{ term: string; answer: Suggestions }>();
  useEffect(() => {
    if (!asking) return;
    let current = true;
    getClient()
      .then((client) => client.query({ query: SearchSuggestionsQuery, variables: { term } }))
      .then(({ data }) => {
        if (current && data) setAnswered({ term, answer: data.searchSuggestions });
      })
      // No answer (the gateway refused or is out of reach): the last answer stays, no longer
      // waiting, as Apollo's own queries leave their last data.
      .catch(() => {
        if (current) setAnswered((last) => last && { term, answer: last.answer });
      });
    return () => {
      current = false;
    };
  }, [getClient, term, asking]);
  return {
    answer: asking ? answered?.answer : undefined,
    loading: asking && answered?.term !== term,
  };
}

/** The header's search box with product and category suggestions. */
export function HeaderSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  // After a navigation to another page or search the field shows the search the page lists
  // (empty on other pages), the server's render included; in between, it is the shopper's (a
  // filter or page of the same listing leaves it alone).
  const listed = searchedIn(pathname, search);
  const place = `${pathname}?${listed}`;
  const [text, setText] = useState(listed);
  const [shownFor, setShownFor] = useState(place);
  if (shownFor !== place) {
    setShownFor(place);
    setText(listed);
  }

  const typed = text.trim();
  const term = useSettled(typed, SUGGEST_DELAY_MS);
  const { answer, loading } = useSuggestions(term);
  const waiting = typed.length >= MIN_SEARCH_LENGTH && (typed !== term || loading || !answer);

  const products: SearchProductSuggestion[] =
    answer?.products.map((product) => ({
      id: product.id,
      name: product.name,
      href: `/selectedItem/${product.id}`,
      imageUrl: product.imageUrl,
      price: product.price,
      currentPrice: product.currentPrice,
    })) ?? [];
  const categories: SearchCategorySuggestion[] =
    answer?.categories.map((category) => ({
      label: categoryLabel(intl, category),
      // The address keeps the category's English name, in either language.
      href: searchHref(answer.term, categoryName(category)),
    })) ?? [];

  return (
    <SearchCombobox
      aria-label={intl.formatMessage({ id: 'shop.products.grid' })}
      label={intl.formatMessage({ id: 'shop.products.search.label' })}
      placeholder={intl.formatMessage({ id: 'shop.search.placeholder' })}
      value={text}
      onValueChange={setText}
      products={products}
      categories={categories}
      loading={waiting}
      minLength={MIN_SEARCH_LENGTH}
      action="/products"
      name="search"
      onSelect={(suggestion) => void navigate(suggestion.href)}
      onSubmit={(event) => {
        // The router instead of a page load; an empty search is the whole shop.
        event.preventDefault();
        void navigate(typed ? searchHref(typed) : '/products');
      }}
    />
  );
}
