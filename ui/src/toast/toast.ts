/**
 * The imperative toast API: `toast('Saved')`, `toast.success(...)`, `toast.error(...)`,
 * `toast.loading(...)`, `toast.custom(...)`, `toast.promise(...)`, `toast.dismiss(id?)`.
 *
 * The state and timers are react-hot-toast's (its headless build, so Bloom draws the toasts):
 * its defaults are SPEC.md §9's timings, pinned by toast.test.tsx. This module only narrows its
 * options to the ones Bloom's `<Toaster />` honours.
 */
import {
  toast as hotToast,
  type Renderable,
  type ToastOptions as HotToastOptions,
} from 'react-hot-toast/headless';

/** Kind of a toast; decides its icon, its default duration and how urgently it is announced. */
export type { ToastType } from 'react-hot-toast/headless';

/** Where the toaster stacks its toasts. */
export type { ToastPosition } from 'react-hot-toast/headless';

/** What a toast says: text, or one element (for `toast.custom`, the whole content). */
export type ToastMessage = Renderable;

/** Options of a single toast. */
export type ToastOptions = Pick<HotToastOptions, 'id' | 'duration'>;

/** Messages of {@link ToastApi.promise}, each a value or a function of the result/error. */
export interface ToastPromiseMessages<T> {
  /** Shown while the promise is pending. */
  loading: ToastMessage;
  /** Shown when it resolves. */
  success: ToastMessage | ((value: T) => ToastMessage);
  /** Shown when it rejects. */
  error: ToastMessage | ((error: unknown) => ToastMessage);
}

/** The toast functions. Pass `options.id` to replace a toast (loading -> success). */
export interface ToastApi {
  /** A plain toast (4000 ms), announced politely. Returns its id. */
  (message: ToastMessage, options?: ToastOptions): string;
  /** A success toast (2000 ms), announced politely. */
  success(message: ToastMessage, options?: ToastOptions): string;
  /** An error toast (4000 ms), announced assertively. */
  error(message: ToastMessage, options?: ToastOptions): string;
  /** A loading toast with a spinner; stays until replaced or dismissed. */
  loading(message: ToastMessage, options?: ToastOptions): string;
  /** A toast whose whole content is `content` (4000 ms); it is read out too, so keep it text. */
  custom(content: ToastMessage, options?: ToastOptions): string;
  /** Shows loading, then success or error in the same toast; returns the promise. */
  promise<T>(
    promise: Promise<T>,
    messages: ToastPromiseMessages<T>,
    options?: ToastOptions,
  ): Promise<T>;
  /** Hides a toast (or all); it is removed 1000 ms later. */
  dismiss(id?: string): void;
  /** Removes a toast (or all) at once. */
  remove(id?: string): void;
}

/** Shows a toast in the app's `<Toaster />`: `toast.success('Update Successfull')`. */
export const toast: ToastApi = hotToast;
