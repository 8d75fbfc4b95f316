import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastApi } from './toast';
import { createToastStore, type ToastStore } from './toastStore';

let store: ToastStore;
let toast: ReturnType<typeof createToastApi>;
const ids = () => store.getToasts().map((t) => t.id);
const visible = () =>
  store
    .getToasts()
    .filter((t) => t.visible)
    .map((t) => t.message);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
  toast = createToastApi(store);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast timings (SPEC.md §9)', () => {
  it.each([
    ['blank', () => toast('Hello'), 4000],
    ['error', () => toast.error('Wrong password'), 4000],
    ['custom', () => toast.custom('Custom'), 4000],
    ['success', () => toast.success('Saved'), 2000],
  ])('hides a %s toast after %i ms', (_type, show, duration) => {
    show();
    vi.advanceTimersByTime(duration - 1);
    expect(visible()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible()).toHaveLength(0);
  });

  it('never expires a loading toast', () => {
    toast.loading('Placing your order');
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(visible()).toEqual(['Placing your order']);
  });

  it('removes a dismissed toast 1000 ms later, not before', () => {
    const id = toast('Bye');
    toast.dismiss(id);
    expect(store.getToasts()).toMatchObject([{ id, visible: false }]);
    vi.advanceTimersByTime(999);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it('removes an expired toast 1000 ms after it hides', () => {
    toast.success('Saved');
    vi.advanceTimersByTime(2000 + 999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('honours a duration given in the options', () => {
    toast('Quick', { duration: 500 });
    vi.advanceTimersByTime(500);
    expect(visible()).toEqual([]);
  });
});

describe('toast limits and updates', () => {
  it('keeps at most 20 toasts, dropping the oldest', () => {
    for (let i = 1; i <= 25; i += 1) toast(`Toast ${i}`);
    const messages = store.getToasts().map((t) => t.message);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe('Toast 25');
    expect(messages.at(-1)).toBe('Toast 6');
  });

  it('turns a loading toast into a success toast with the same id, and it then expires', () => {
    const id = toast.loading('Saving');
    toast.success('Saved', { id });
    expect(store.getToasts()).toMatchObject([{ id, type: 'success', message: 'Saved' }]);
    vi.advanceTimersByTime(2000);
    expect(visible()).toEqual([]);
  });

  it('resolves toast.promise into success, and rejects into error', async () => {
    await toast.promise(Promise.resolve(3), {
      loading: 'Verifying',
      success: (n) => `${n} items`,
      error: 'Failed',
    });
    expect(store.getToasts()).toMatchObject([{ type: 'success', message: '3 items' }]);

    store.remove();
    await expect(
      toast.promise(Promise.reject(new Error('Coupon expired')), {
        loading: 'Verifying',
        success: 'ok',
        error: (e) => (e as Error).message,
      }),
    ).rejects.toThrow('Coupon expired');
    expect(store.getToasts()).toMatchObject([{ type: 'error', message: 'Coupon expired' }]);
  });

  it('dismisses every toast when no id is given', () => {
    toast('One');
    toast.loading('Two');
    toast.dismiss();
    expect(visible()).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(store.getToasts()).toEqual([]);
  });
});

describe('pausing', () => {
  it('stops the clock while paused and resumes with the time that was left', () => {
    toast('Read me');
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    expect(visible()).toEqual(['Read me']);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(visible()).toEqual(['Read me']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = toast('Hi');
    toast.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
