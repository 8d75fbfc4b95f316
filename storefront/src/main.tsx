import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { Toaster } from '@bloom/ui';
import '@bloom/ui/style.css';
import { createApolloClient } from './apollo.ts';
import { AppRoutes } from './routes.tsx';
import { SessionProvider } from './session/session.tsx';
import { CartProvider } from './cart/cart.tsx';

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <SessionProvider>
        <CartProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </CartProvider>
      </SessionProvider>
    </ApolloProvider>
  </StrictMode>,
);
