import { expect, test } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';
import { formatDate } from '../i18n/format.ts';
import urSource from '../i18n/messages/ur.json';

const ur = bundledIntl('ur');

/** What the Urdu page says for one of the shop's messages; a tag's words stand for the tag. */
const urdu = (id: ShopMessageId, values?: Record<string, string>) =>
  ur.formatMessage(
    { id },
    {
      ...values,
      link: (words: string[]) => words.join(''),
      mailLink: (words: string[]) => words.join(''),
      phoneLink: (words: string[]) => words.join(''),
      formLink: (words: string[]) => words.join(''),
    },
  );

/** The contact paragraph's links, the same in both languages but for the form's words. */
async function expectContactLinks(
  screen: Awaited<ReturnType<typeof renderRoute>>,
  form: string,
): Promise<void> {
  const article = screen.getByRole('article');
  await expect
    .element(article.getByRole('link', { name: 'hello@bloom.example.com' }))
    .toHaveAttribute('href', 'mailto:hello@bloom.example.com');
  await expect
    .element(article.getByRole('link', { name: '+92 300 0000000' }))
    .toHaveAttribute('href', 'tel:+923000000000');
  await expect
    .element(article.getByRole('link', { name: form }))
    .toHaveAttribute('href', '/contact');
}

/** The policies' date line in Urdu: 21 November 2026 in Urdu, with Latin digits. */
const urduUpdated = urdu('shop.legal.updated', {
  date: formatDate('ur', new Date('2026-11-21T12:00:00+05:00'), 'long'),
});

test('the Urdu date line names the month in Urdu', () => {
  expect(urduUpdated).toMatch(/21 نومبر،? 2026/);
});

/** A policy's opening: its h1, the document title "<title> - Bloom" and the date line. */
async function expectOpening(
  screen: Awaited<ReturnType<typeof renderRoute>>,
  title: string,
  updated: string,
): Promise<void> {
  await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(document.title).toBe(`${title} - Bloom`);
  await expect.element(screen.getByText(updated)).toBeVisible();
}

test('the privacy policy, in English at /privacy-policy', async () => {
  const screen = await renderRoute('/privacy-policy');

  await expectOpening(screen, 'Privacy Policy', 'Last updated 21 November 2026.');
  await expect
    .element(screen.getByRole('heading', { level: 2, name: 'Information we collect' }))
    .toBeVisible();
  await expect
    .element(screen.getByRole('listitem').filter({ hasText: 'Contact information:' }))
    .toHaveTextContent(
      'Contact information: your name, email address, phone number and shipping address,',
    );
  await expect.element(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
  await expect
    .element(
      screen.getByText(
        /^Write to us at hello@bloom\.example\.com, call \+92 300 0000000, use our contact form, or visit us at 14 Rose Lane, Gulberg, Lahore\.$/,
      ),
    )
    .toBeVisible();
  await expectContactLinks(screen, 'contact form');
});

test('the terms, in English at /terms', async () => {
  const screen = await renderRoute('/terms');

  await expectOpening(screen, 'Terms and Conditions', 'Last updated 21 November 2026.');
  await expect
    .element(screen.getByRole('article').getByRole('link', { name: 'Privacy Policy' }))
    .toHaveAttribute('href', '/privacy-policy');
  await expect
    .element(screen.getByText(/Prices are in Rs\. and include applicable taxes\./))
    .toBeVisible();
  expect(
    screen
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .elements()
      .map((heading) => heading.textContent),
  ).toEqual([
    'Your account',
    'Products and prices',
    'Orders',
    'Coupons',
    'Payment and delivery',
    'Returns and refunds',
    'Reviews and messages',
    'Using products safely',
    'Liability',
    'Changes to these terms',
    'Contact us',
  ]);
  await expectContactLinks(screen, 'contact form');
});

test('in Urdu the privacy policy speaks Urdu, its date written in Urdu', async () => {
  const screen = await renderRoute('/privacy-policy', { locale: 'ur' });
  await expectOpening(screen, urdu('shop.footer.privacy'), urduUpdated);
  await expect
    .element(screen.getByText(urdu('shop.privacy.intro', { shopName: 'Bloom' })))
    .toBeVisible();
  await expect
    .element(screen.getByRole('heading', { level: 2, name: urdu('shop.privacy.collect.title') }))
    .toBeVisible();
  await expect
    .element(
      screen.getByRole('listitem').filter({ hasText: urdu('shop.privacy.collect.billing.label') }),
    )
    .toHaveTextContent(
      `${urdu('shop.privacy.collect.billing.label')} ${urdu('shop.privacy.collect.billing.text')}`,
    );
  await expect
    .element(screen.getByRole('listitem').filter({ hasText: urdu('shop.privacy.use.3') }))
    .toBeVisible();
  await expect
    .element(screen.getByRole('heading', { level: 2, name: urdu('shop.legal.contactUs') }))
    .toBeVisible();
  await expect
    .element(
      screen.getByText(
        urdu('shop.legal.contact', {
          email: 'hello@bloom.example.com',
          phone: '+92 300 0000000',
          address: '14 Rose Lane, Gulberg, Lahore',
        }),
      ),
    )
    .toBeVisible();
  const form = /<formLink>(.*)<\/formLink>/.exec(
    urSource['shop.legal.contact'].defaultMessage,
  )![1]!;
  await expectContactLinks(screen, form);

  const text = screen.getByRole('article').element().textContent;
  for (const english of [
    'Privacy Policy',
    'Last updated',
    'November',
    'Information we collect',
    'Contact information:',
    'We do not sell',
    'Contact us',
    'Write to us',
    'contact form',
  ]) {
    expect(text, english).not.toContain(english);
  }
});

test('in Urdu the terms speak Urdu, with the prices paragraph naming the currency', async () => {
  const screen = await renderRoute('/terms', { locale: 'ur' });
  await expectOpening(screen, urdu('shop.terms.title'), urduUpdated);
  await expect
    .element(screen.getByRole('article').getByRole('link', { name: urdu('shop.footer.privacy') }))
    .toHaveAttribute('href', '/privacy-policy');
  await expect
    .element(screen.getByText(urdu('shop.terms.prices.text', { currency: 'Rs.' })))
    .toBeVisible();
  expect(
    screen
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .elements()
      .map((heading) => heading.textContent),
  ).toEqual(
    (
      [
        'shop.terms.account.title',
        'shop.terms.prices.title',
        'shop.terms.orders.title',
        'shop.terms.coupons.title',
        'shop.terms.delivery.title',
        'shop.terms.returns.title',
        'shop.terms.reviews.title',
        'shop.terms.safety.title',
        'shop.terms.liability.title',
        'shop.terms.changes.title',
        'shop.legal.contactUs',
      ] as const
    ).map((id) => urdu(id)),
  );

  const text = screen.getByRole('article').element().textContent;
  for (const english of [
    'Terms and Conditions',
    'Last updated',
    'Your account',
    'These terms',
    'Liability',
  ]) {
    expect(text, english).not.toContain(english);
  }
});
