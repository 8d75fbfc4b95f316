import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { IntlProvider } from 'react-intl';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import '@bloom/ui/style.css';
import { englishMessages, loadAdminMessages, type AdminMessages } from '../i18n/catalogues.ts';
import { lazyScreen } from './lazyScreen.tsx';

function Orders() {
  return <h1>Orders</h1>;
}

/** A screen whose code the browser could not download, as after a deploy replaced the files. */
const Broken = lazyScreen<'Broken'>(
  () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  'Broken',
);
const Working = lazyScreen(() => Promise.resolve({ Orders }), 'Orders');

function Screens({
  at,
  locale = 'en',
  messages = englishMessages,
}: {
  at: string;
  locale?: string;
  messages?: AdminMessages;
}) {
  return (
    <IntlProvider locale={locale} messages={messages}>
      <MemoryRouter initialEntries={[at]}>
        <nav>
          <Link to="/orders">To orders</Link>
          <Link to="/broken">To the broken screen</Link>
        </nav>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/orders" element={<Working />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>
  );
}

test('a screen whose code loads is shown once it arrives', async () => {
  await render(<Screens at="/orders" />);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a screen whose code cannot be downloaded says so with a way to reload, and the next screen still opens', async () => {
  await render(<Screens at="/broken" />);
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'This screen could not be shown' }))
    .toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  expect(document.title).toBe('Screen not shown - Bloom admin');
  // The rest of the back office still works: the navigation leads on.
  await page.getByRole('link', { name: 'To orders' }).click();
  await expect.element(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('in Urdu a screen that cannot be shown says so in Urdu', async () => {
  await render(<Screens at="/broken" locale="ur" messages={await loadAdminMessages('ur')} />);
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'یہ اسکرین نہیں دکھائی جا سکی' }))
    .toBeVisible();
  await expect.element(page.getByRole('button', { name: 'صفحہ دوبارہ لوڈ کریں' })).toBeVisible();
  expect(document.title).toBe('اسکرین نہیں دکھائی جا سکی - Bloom admin');
});
