import { expect, test } from 'vitest';
import { CART_STORAGE_KEY, serializeCart } from '../machines/cartMachine.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { lotion, serum, testUser } from '../test/fixtures.ts';

test('an empty cart says "No Item In Cart" and offers Shop Now', async () => {
  const screen = await renderRoute('/cart');

  await expect.element(screen.getByRole('heading', { name: 'No Item In Cart' })).toBeVisible();
  await expect
    .element(screen.getByRole('main').getByRole('link', { name: 'Shop Now' }))
    .toHaveAttribute('href', '/products');
  expect(document.title).toBe('Cart - Bloom');
});

test('each line shows its category (Body Care as Bodycare), prices and line total', async () => {
  const screen = await renderRoute('/cart', { cart: [serum, lotion] });

  const lines = screen.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect.element(lines.nth(0)).toHaveTextContent('Rose Glow Serum');
  await expect.element(lines.nth(0)).toHaveTextContent('Skincare');
  // The line total is announced as such; for p2 it equals the unit price, so say which one.
  await expect
    .element(screen.getByTestId('line-total-p1'))
    .toHaveTextContent('Line total Rs. 2,599.00');
  await expect.element(lines.nth(1)).toHaveTextContent('Bodycare');
  await expect
    .element(screen.getByTestId('line-total-p2'))
    .toHaveTextContent('Line total Rs. 850.25');
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 3,449.25');
});

test('plus and minus change the quantity and the total; minus stops at 1', async () => {
  const screen = await renderRoute('/cart', { cart: [{ ...lotion, quantity: 1 }] });
  const stepper = screen.getByRole('group', { name: 'Quantity of Shea Body Lotion' });
  const minus = stepper.getByRole('button', { name: 'Decrease quantity' });
  const plus = stepper.getByRole('button', { name: 'Increase quantity' });

  await expect.element(minus).toBeDisabled();
  await plus.click();
  await expect.element(stepper).toHaveTextContent('2');
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 1,700.50');
  await minus.click();
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 850.25');
  await expect.element(minus).toBeDisabled();
});

test('remove takes the line away, saved for the next visit; the last one empties the cart', async () => {
  const screen = await renderRoute('/cart', { cart: [serum, lotion] });

  await screen.getByRole('button', { name: 'Remove Rose Glow Serum' }).click();
  await expect.element(screen.getByText('Rose Glow Serum')).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject({
    totalQuantity: 1,
    totalPrice: 850.25,
  });

  await screen.getByRole('button', { name: 'Remove Shea Body Lotion' }).click();
  await expect.element(screen.getByRole('heading', { name: 'No Item In Cart' })).toBeVisible();
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});

test('a guest goes from Checkout to /login?from=cart', async () => {
  const guest = await renderRoute('/cart', { cart: [serum] });
  await expect
    .element(guest.getByRole('link', { name: 'Checkout' }))
    .toHaveAttribute('href', '/login?from=cart');
});

test('a member goes from Checkout to /checkout', async () => {
  const member = await renderRoute('/cart', { cart: [serum], session: testUser });
  await expect
    .element(member.getByRole('link', { name: 'Checkout' }))
    .toHaveAttribute('href', '/checkout');
  await expect
    .element(member.getByRole('link', { name: 'Return to Shop' }))
    .toHaveAttribute('href', '/products');
  await expect
    .element(member.getByRole('link', { name: 'Back to shop' }))
    .toHaveAttribute('href', '/products');
});

test('a corrupt stored cart shows an empty cart instead of breaking the page', async () => {
  const screen = await renderRoute('/cart', { storedCart: '{"cart": [{"id": 1}]}' });
  await expect.element(screen.getByRole('heading', { name: 'No Item In Cart' })).toBeVisible();
});

test('a change made in another tab shows here too', async () => {
  const screen = await renderRoute('/cart', { cart: [serum] });
  const newValue = serializeCart([lotion]);
  localStorage.setItem(CART_STORAGE_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue }));

  await expect.element(screen.getByText('Shea Body Lotion')).toBeVisible();
  await expect.element(screen.getByText('Rose Glow Serum')).not.toBeInTheDocument();
});
