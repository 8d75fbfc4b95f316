import { afterEach, expect, test, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';

afterEach(() => vi.restoreAllMocks());

test('a new page starts at its top', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const screen = await renderRoute('/nowhere');
  scrollTo.mockClear();

  await screen.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();

  await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

test('every page has the footer with its categories, contact details and policies', async () => {
  const screen = await renderRoute('/nowhere');
  const footer = screen.getByRole('contentinfo');

  await expect
    .element(footer.getByRole('link', { name: 'Body Care' }))
    .toHaveAttribute('href', '/products?category=Body%20Care');
  await expect
    .element(footer.getByRole('link', { name: '+92 300 0000000' }))
    .toHaveAttribute('href', 'tel:+923000000000');
  await expect
    .element(footer.getByRole('link', { name: 'Privacy Policy' }))
    .toHaveAttribute('href', '/privacy-policy');
  await expect.element(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
});
