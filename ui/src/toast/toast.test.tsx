/**
 * SPEC.md §9's toast timings and limits, as the shop gets them: `toast` and `<Toaster />` (whose
 * clock is react-hot-toast's; these tests notice if an upgrade or an option changes it).
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { toast } from './toast';
import { Toaster } from './Toaster';

declare global {
  // React's flag for tests that drive updates with act(): set while this file's tests run.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let toaster: HTMLElement;
const items = () => [...toaster.querySelectorAll('[data-state]')];
/** Texts of the toasts on the page, newest first, hidden or not. */
const present = () => items().map((item) => item.textContent);
/** Texts of the toasts not (yet) dismissed. */
const visible = () =>
  items()
    .filter((item) => item.getAttribute('data-state') === 'open')
    .map((item) => item.textContent);
const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const show = (fire: () => unknown) => act(() => void fire());

beforeEach(async () => {
  toast.remove();
  toaster = (await render(<Toaster />)).container;
  vi.useFakeTimers();
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  vi.useRealTimers();
  toast.remove();
});

describe('toast timings (SPEC.md §9)', () => {
  it.each([
    ['blank', 4000, () => toast('Hello')],
    ['error', 4000, () => toast.error('Wrong password')],
    ['custom', 4000, () => toast.custom('Custom')],
    ['success', 2000, () => toast.success('Saved')],
  ])('hides a %s toast after %i ms', (_type, duration, fire) => {
    show(fire);
    later(duration - 1);
    expect(visible()).toHaveLength(1);
    later(1);
    expect(visible()).toHaveLength(0);
  });

  it('never expires a loading toast', () => {
    show(() => toast.loading('Placing your order'));
    later(10 * 60 * 1000);
    expect(visible()).toEqual(['Placing your order']);
  });

  it('removes a dismissed toast 1000 ms later, not before', () => {
    show(() => toast.dismiss(toast('Bye')));
    expect(visible()).toEqual([]);
    later(999);
    expect(present()).toEqual(['Bye']);
    later(1);
    expect(present()).toEqual([]);
  });

  it('removes an expired toast 1000 ms after it hides', () => {
    show(() => toast.success('Saved'));
    later(2000);
    expect(visible()).toEqual([]);
    later(999);
    expect(present()).toEqual(['Saved']);
    later(1);
    expect(present()).toEqual([]);
  });

  it('honours a duration given in the options', () => {
    show(() => toast('Quick', { duration: 500 }));
    later(500);
    expect(visible()).toEqual([]);
  });
});

describe('toast limits and updates', () => {
  it('keeps at most 20 toasts, dropping the oldest', () => {
    show(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Toast ${i}`);
    });
    expect(present()).toHaveLength(20);
    expect(present()).toContain('Toast 25');
    expect(present()).toContain('Toast 6');
    expect(present()).not.toContain('Toast 5');
  });

  it('turns a loading toast into a success toast with the same id, and it then expires', () => {
    show(() => toast.success('Saved', { id: toast.loading('Saving') }));
    expect(visible()).toEqual(['Saved']);
    later(2000);
    expect(visible()).toEqual([]);
  });

  it('resolves toast.promise into success, and rejects into error', async () => {
    await act(() =>
      toast.promise(Promise.resolve(3), {
        loading: 'Verifying',
        success: (n) => `${n} items`,
        error: 'Failed',
      }),
    );
    expect(visible()).toEqual(['3 items']);

    show(() => toast.remove());
    await act(() =>
      expect(
        toast.promise(Promise.reject(new Error('Coupon expired')), {
          loading: 'Verifying',
          success: 'ok',
          error: (e) => (e instanceof Error ? e.message : String(e)),
        }),
      ).rejects.toThrow('Coupon expired'),
    );
    expect(visible()).toEqual(['Coupon expired']);
    // The same toast, now an error: it moved to the assertive live region.
    expect(toaster.querySelector('[aria-live="assertive"]')).toHaveTextContent('Coupon expired');
  });

  it('dismisses every toast when no id is given', () => {
    show(() => {
      toast('One');
      toast.loading('Two');
      toast.dismiss();
    });
    expect(visible()).toEqual([]);
    later(1000);
    expect(present()).toEqual([]);
  });
});

describe('pausing', () => {
  it('stops the clock while the pointer is on the toasts and resumes with the time that was left', () => {
    show(() => toast('Read me'));
    later(3000);
    const [item] = items();
    if (!item) throw new Error('The toast is not on the page');
    act(() => void item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    later(60_000);
    expect(visible()).toEqual(['Read me']);
    act(
      () =>
        void item.dispatchEvent(
          new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
        ),
    );
    later(999);
    expect(visible()).toEqual(['Read me']);
    later(1);
    expect(visible()).toEqual([]);
  });

  it('stays paused while a toast has focus, even when the pointer leaves it', () => {
    show(() => toast('Read me'));
    const [item] = items();
    const dismiss = item?.querySelector('button');
    if (!item || !dismiss) throw new Error('The toast or its button is not on the page');
    act(() => dismiss.focus());
    act(() => void item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(
      () =>
        void item.dispatchEvent(
          new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
        ),
    );
    later(60_000);
    expect(visible()).toEqual(['Read me']);
    act(() => dismiss.blur());
    later(4000);
    expect(visible()).toEqual([]);
  });
});
