import { afterEach, expect, test, vi } from 'vitest';
import { productsPageMock } from '../test/mocks.ts';
import { renderRoute } from '../test/renderRoute.tsx';

afterEach(() => vi.restoreAllMocks());

test('a new page starts at its top', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const screen = await renderRoute('/nowhere');
  scrollTo.mockClear();

  await screen.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();

  await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms');
  // The scroll is an effect of the commit that shows the page: it may run just after the paint.
  await expect.poll(() => scrollTo.mock.calls).toContainEqual([0, 0]);
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

test("after a navigation the new page's heading has focus; the first page leaves focus alone", async () => {
  const screen = await renderRoute('/nowhere');
  await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
  expect(document.activeElement).toBe(document.body);

  await screen.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();

  const heading = screen.getByRole('heading', { level: 1 });
  await expect.element(heading).toHaveTextContent('Terms');
  await expect.element(heading).toHaveFocus();
});

test('a change of query string keeps focus where the shopper is', async () => {
  const screen = await renderRoute('/terms', {
    mocks: [
      productsPageMock({ category: 'BODY_CARE', page: 1 }),
      productsPageMock({ category: 'SKINCARE', page: 1 }),
    ],
  });
  const link = screen.getByRole('contentinfo').getByRole('link', { name: 'Body Care' });
  await link.click();
  const heading = screen.getByRole('heading', { level: 1 });
  await expect.element(heading).toHaveFocus();
  // The listing is in, so the footer stays where it is for the next click.
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();

  // Same path, another category: focus stays on what the shopper used.
  const skincare = screen.getByRole('contentinfo').getByRole('link', { name: 'Skincare' });
  await skincare.click();
  await expect.poll(() => screen.router.state.location.search).toBe('?category=Skincare');
  await expect.element(skincare).toHaveFocus();
});
