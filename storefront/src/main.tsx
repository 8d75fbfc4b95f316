import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { Toaster } from '@bloom/ui';
import '@bloom/ui/style.css';
import { createApolloClient } from './apollo.ts';
import { routes } from './routes.tsx';
import { SessionProvider } from './session/session.tsx';
import { CartProvider } from './cart/cart.tsx';

const router = createBrowserRouter(routes);
const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
          <Toaster />
        </CartProvider>
      </SessionProvider>
    </ApolloProvider>
  </StrictMode>,
);
