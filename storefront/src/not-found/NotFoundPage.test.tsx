import { expect, test } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';

test('an unknown path shows "Page not found" with two links home', async () => {
  const screen = await renderRoute('/no/such/page');

  await expect.element(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  await expect
    .element(screen.getByRole('link', { name: 'Take me home' }))
    .toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found - Bloom');
});
