import { useState } from 'react';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { DeferredDialog, type DialogState } from './DeferredDialog.tsx';
import { lazyNamed } from './lazyNamed.ts';

/** A dialog whose code "downloads" when asked, counting how often it was asked. */
function countedDialog() {
  const fetched = { count: 0 };
  function Dialog({ open }: DialogState) {
    return open ? <div role="dialog" aria-label="Menu" /> : null;
  }
  const dialog = lazyNamed(async () => {
    fetched.count += 1;
    return { Dialog };
  }, 'Dialog');
  return { dialog, fetched };
}

function Header({
  dialog,
  hidden,
}: {
  dialog: ReturnType<typeof countedDialog>['dialog'];
  hidden: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: hidden ? 'none' : 'block' }} data-testid="bar">
      <DeferredDialog
        dialog={dialog}
        open={open}
        onOpenChange={setOpen}
        props={{}}
        standIn={(trigger) => (
          <button type="button" {...trigger}>
            Open menu
          </button>
        )}
      />
    </div>
  );
}

/** Resolves once the browser has been idle after everything scheduled so far. */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

test("a button the shopper can see fetches its dialog's code once the page is idle", async () => {
  const { dialog, fetched } = countedDialog();
  await render(<Header dialog={dialog} hidden={false} />);

  await expect.poll(() => fetched.count).toBe(1);
});

test('a hidden button fetches nothing while idle, and a pointerdown fetches it before the click', async () => {
  const { dialog, fetched } = countedDialog();
  const screen = await render(<Header dialog={dialog} hidden />);
  await idle();
  await idle();
  expect(fetched.count).toBe(0);

  // The window grew narrow: the button shows, and the tap's pointerdown asks for the code.
  await screen.rerender(<Header dialog={dialog} hidden={false} />);
  const button = screen.getByRole('button', { name: 'Open menu' });
  button.element().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  expect(fetched.count).toBe(1);

  await button.click();
  await expect.element(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  expect(fetched.count).toBe(1);
});
