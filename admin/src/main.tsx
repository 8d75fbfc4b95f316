/**
 * The back office's entry: rendered in the browser only (staff screens need no search engine),
 * under `/admin`, with one Apollo Client for the admin schema and the staff session around
 * every screen.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import './styles.ts';
import { Toaster } from '@bloom/ui';
import { createAdminClient } from './apollo.ts';
import { StaffSessionProvider } from './auth/session.tsx';
import { AdminIntlProvider } from './i18n/AdminIntlProvider.tsx';
import { AdminRoutes } from './routes.tsx';

// A data router (its routes are AdminRoutes' own), so a form with unsaved changes can hold a
// navigation back and ask first (forms/UnsavedChangesGuard.tsx).
const router = createBrowserRouter([{ path: '*', element: <AdminRoutes /> }], {
  basename: '/admin',
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={createAdminClient()}>
      <StaffSessionProvider>
        <AdminIntlProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AdminIntlProvider>
      </StaffSessionProvider>
    </ApolloProvider>
  </StrictMode>,
);
