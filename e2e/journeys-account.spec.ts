/**
 * Journeys the browse, purchase and password-reset specs leave out: cart quantities and removal
 * (the total always the sum of the lines, two decimals), profile edit and "No changes made",
 * signing out, and a checkout without a coupon whose success modal closes to the home page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  addProducts,
  cartFigures,
  logIn,
  rupees,
  seedProducts,
  shopper,
  signUp,
  uniqueEmail,
} from './support/shop.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The cart's total equals the sum of its lines, and the badge counts every unit. */
async function expectCartConsistent(page: Page, units: number) {
  await expect(
    page.getByRole('link', { name: `Cart, ${units} item${units === 1 ? '' : 's'}` }),
  ).toBeVisible();
  const { total, sumOfLines } = await cartFigures(page);
  expect(total).toBe(sumOfLines);
}

test('cart quantities and removal keep the total equal to the sum of the lines', async ({
  page,
}) => {
  // A product on sale: the spec's second price reading would drift the total on +/-.
  const onSale = seedProducts.find(
    (p) => p.category !== 'Bundle' && p.sale_price > 0 && p.stock > 5,
  )!;
  await addProducts(page, 2);
  await page.goto(`/products?search=${encodeURIComponent(onSale.name)}`);
  await page.getByRole('button', { name: `Add to cart: ${onSale.name}` }).click();
  await page.getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveTitle('Cart - Bloom');
  await expectCartConsistent(page, 3);

  const saleLine = page.getByRole('listitem').filter({ hasText: onSale.name });
  const stepper = saleLine.getByRole('group', { name: `Quantity of ${onSale.name}` });
  await expect(saleLine.getByTestId(/^line-total-/)).toHaveText(/Rs\. [\d,]+\.\d{2}$/);
  expect(rupees(await saleLine.getByTestId(/^line-total-/).textContent())).toBe(onSale.sale_price);
  // At 1 the minus button cannot go lower.
  await expect(stepper.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepper.getByRole('status').or(stepper.locator('output'))).toContainText('3');
  expect(rupees(await saleLine.getByTestId(/^line-total-/).textContent())).toBe(
    Math.round(onSale.sale_price * 3 * 100) / 100,
  );
  await expectCartConsistent(page, 5);

  await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
  await expectCartConsistent(page, 4);

  // The cart survives a reload with the same figures.
  await page.reload();
  await expectCartConsistent(page, 4);

  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  const firstName = await lines.first().getByRole('heading').textContent();
  await page.getByRole('button', { name: `Remove ${firstName}` }).click();
  await expect(lines).toHaveCount(2);
  await expectCartConsistent(page, 3);

  await page.getByRole('button', { name: `Remove ${onSale.name}` }).click();
  await expect(lines).toHaveCount(1);
  await expectCartConsistent(page, 1);

  await page.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByRole('heading', { name: 'No Item In Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveTitle('Shop - Bloom');
});

test('a member edits the profile, is told when nothing changed, and signs out', async ({
  page,
}) => {
  const account = {
    name: 'Profile Shopper',
    email: uniqueEmail('profile'),
    password: 'bloom-e2e-secret',
  };
  await page.goto('/');
  await signUp(page.request, account);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'LOGIN NOW' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: `Account: ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveTitle('Profile - Bloom');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes made')).toBeVisible();

  await page.getByLabel('Phone').fill('03009876543');
  await page.getByLabel('Address').fill('7 Rose Lane, Clifton, Karachi');
  await expect(page.getByText('No changes made')).toBeHidden();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();

  // Saved for real: a fresh load shows the new values, and saving them again changes nothing.
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('03009876543');
  await expect(page.getByLabel('Address')).toHaveValue('7 Rose Lane, Clifton, Karachi');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes made')).toBeVisible();

  // A new name shows in the header's account menu straight away.
  await page.getByLabel('Name').fill('Profile Renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Account: Profile Renamed' })).toBeVisible();

  await page.getByRole('button', { name: 'Account: Profile Renamed' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
  ).toHaveCount(0);
  // The session is gone on the server too.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a member checks out without a coupon; closing the success modal goes home', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page.request, shopper);
  await addProducts(page, 2);
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  const { total } = await cartFigures(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveTitle('Checkout - Bloom');

  await page.getByLabel('Phone').fill('03001112223');
  await page.getByLabel('Address').fill('3 Jasmine Road, Model Town, Lahore');
  await expect(page.getByText(/^Coupon \(/)).toHaveCount(0);
  // No coupon: the total is the cart's, with no discount line.
  expect(rupees(await page.getByTestId('checkout-total').textContent())).toBe(total);
  await page.getByRole('button', { name: 'ORDER NOW' }).click();

  const dialog = page.getByRole('dialog', { name: 'Order Successfully Placed' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View Orders' })).toHaveAttribute(
    'href',
    '/orders',
  );
  const orderId = (await dialog.textContent())?.match(/BLM-[0-9A-HJKMNP-TV-Z]{10}/)?.[0];
  expect(orderId).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Orders' })
    .click();
  const order = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(order).toContainText('Pending');
  await expect(order).toContainText(
    `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(total)}`,
  );
});
