import { expect, test } from 'vitest';
import { CART_STORAGE_KEY, serializeCart } from '../machines/cartMachine.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { lotion, serum, testUser } from '../test/fixtures.ts';
import { urdu } from '../forms/urdu.ts';

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

test('in Urdu the cart speaks Urdu: its heading, lines, total and ways on', async () => {
  const screen = await renderRoute('/cart', {
    cart: [serum, lotion],
    session: testUser,
    locale: 'ur',
  });

  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.cart.title') }))
    .toBeVisible();
  expect(document.title).toContain(urdu('shop.cart.page'));
  const lines = screen
    .getByRole('list', { name: urdu('shop.cart.lines.label') })
    .getByRole('listitem');
  // Catalogue content comes as the api sends it; the category is the cart's word, in Urdu.
  await expect.element(lines.nth(1)).toHaveTextContent(urdu('shop.cart.category.bodyCare'));
  await expect
    .element(
      screen.getByRole('group', { name: urdu('shop.cart.quantityOf', { name: lotion.name }) }),
    )
    .toBeVisible();
  await expect
    .element(screen.getByRole('button', { name: urdu('shop.cart.remove', { name: serum.name }) }))
    .toBeVisible();
  const summary = screen.getByRole('region', { name: urdu('shop.cart.summary.title') });
  await expect.element(summary).toHaveTextContent(urdu('shop.cart.summary.total'));
  // The total as the shop writes it in both languages: Latin digits, two decimals.
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 3,449.25');
  await expect
    .element(summary.getByRole('link', { name: urdu('shop.cart.checkout') }))
    .toHaveAttribute('href', '/checkout');
  await expect
    .element(screen.getByRole('link', { name: urdu('shop.cart.returnToShop') }))
    .toHaveAttribute('href', '/products');
  const main = screen.getByRole('main').element().textContent ?? '';
  for (const english of ['Shopping Cart', 'Cart Total', 'Total Amount', 'Checkout', 'Bodycare']) {
    expect(main).not.toContain(english);
  }
});

test('an empty Urdu cart says so in Urdu', async () => {
  const screen = await renderRoute('/cart', { locale: 'ur' });
  await expect
    .element(screen.getByRole('heading', { name: urdu('shop.cart.empty.title') }))
    .toBeVisible();
  await expect.element(screen.getByText(urdu('shop.cart.empty.text'))).toBeVisible();
  await expect
    .element(screen.getByRole('main').getByRole('link', { name: urdu('shop.cart.shopNow') }))
    .toHaveAttribute('href', '/products');
});
