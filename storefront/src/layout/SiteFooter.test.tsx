import { expect, test } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';
import { bundledIntl } from '../i18n/bundled.ts';

test('the footer’s bottom line carries the tagline in the page’s language', async () => {
  const english = await renderRoute('/nowhere');
  const year = new Date().getFullYear();
  await expect
    .element(english.getByRole('contentinfo'))
    .toHaveTextContent(
      `© ${year} Bloom. Skin care, hair care, body care and cosmetics, chosen with care.`,
    );
  await english.unmount();

  const urdu = await renderRoute('/nowhere', { locale: 'ur' });
  const ur = bundledIntl('ur');
  const footer = urdu.getByRole('contentinfo');
  await expect
    .element(footer)
    .toHaveTextContent(
      ur.formatMessage(
        { id: 'shop.footer.copyright' },
        { year, shopName: 'Bloom', tagline: ur.formatMessage({ id: 'shop.brand.tagline' }) },
      ),
    );
  expect(footer.element().textContent).not.toContain('chosen with care');
});
