import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout.tsx';
import { ProductsPage } from './products/ProductsPage.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';

/** Every route of the shop (SPEC.md §2), in one place. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <ProductsPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
