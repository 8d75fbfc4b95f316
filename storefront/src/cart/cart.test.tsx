import { beforeEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { serum } from '../test/fixtures.ts';
import { CartProvider, useCartActions, useCartSelector } from './cart.tsx';

beforeEach(() => localStorage.clear());

test('each cart hook re-renders only for what it reads', async () => {
  const renders = { button: 0, badge: 0, restored: 0 };
  function AddButton() {
    renders.button += 1;
    const { add } = useCartActions();
    return (
      <button type="button" onClick={() => add(serum)}>
        add
      </button>
    );
  }
  function Badge() {
    renders.badge += 1;
    return <p data-testid="count">{useCartSelector((cart) => cart.totalQuantity)}</p>;
  }
  function Restored() {
    renders.restored += 1;
    return <p data-testid="restored">{String(useCartSelector((cart) => cart.restored))}</p>;
  }
  const screen = await render(
    <CartProvider>
      <AddButton />
      <Badge />
      <Restored />
    </CartProvider>,
  );
  await expect.element(screen.getByTestId('restored')).toHaveTextContent('true');
  const before = { ...renders };

  await screen.getByRole('button', { name: 'add' }).click();

  await expect.element(screen.getByTestId('count')).toHaveTextContent('1');
  expect(renders).toEqual({ ...before, badge: before.badge + 1 });
});
