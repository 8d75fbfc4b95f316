/**
 * The GraphiQL page frontend developers open at http://localhost:4000/graphql. It talks to the
 * same origin, so the shop's session cookie applies to what they try here.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({
  // The page is served at the endpoint it queries: /graphql (the shop) or /admin/graphql (staff).
  url: new URL(window.location.pathname, window.location.origin).href,
  // Same-origin cookies make `login` then `me` work inside the playground.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

/** Served at /admin/graphql: the back office's staff API rather than the shop's. */
const staffApi = window.location.pathname.startsWith('/admin/');

const staffQuery = `# Welcome to Bloom's staff API (the back office's schema, gateway/admin.graphql).
# Sign in first (signIn); the Docs button (top left) describes every type and field.

query Me {
  me {
    email
    role
    permissions
  }
}
`;

const shopQuery = `# Welcome to Bloom's GraphQL playground.
# The Docs button (top left) describes every type and field.

query FirstPage {
  products(page: 1) {
    page
    totalPages
    items {
      id
      name
      category
      price
      salePrice
      imageUrl
    }
  }
}
`;

const root = document.getElementById('root');
if (!root) throw new Error('The playground page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={staffApi ? staffQuery : shopQuery} />
  </StrictMode>,
);
