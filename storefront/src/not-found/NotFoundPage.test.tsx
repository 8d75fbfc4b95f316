import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../routes.tsx';

test('an unknown path shows "Page not found" with two links home', async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
  const screen = await render(<RouterProvider router={router} />);

  await expect.element(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  await expect
    .element(screen.getByRole('link', { name: 'Take me home' }))
    .toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found - Bloom');
});
