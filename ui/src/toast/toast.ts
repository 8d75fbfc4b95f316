/**
 * The imperative toast API: `toast('Saved')`, `toast.success(...)`, `toast.error(...)`,
 * `toast.loading(...)`, `toast.custom(...)`, `toast.promise(...)`, `toast.dismiss(id?)`.
 */
import type { ReactNode } from 'react';
import { createToastStore, type ToastOptions, type ToastStore } from './toastStore';

/** Messages of {@link ToastApi.promise}, each a value or a function of the result/error. */
export interface ToastPromiseMessages<T> {
  /** Shown while the promise is pending. */
  loading: ReactNode;
  /** Shown when it resolves. */
  success: ReactNode | ((value: T) => ReactNode);
  /** Shown when it rejects. */
  error: ReactNode | ((error: unknown) => ReactNode);
}

/** The toast functions bound to one store. */
export interface ToastApi {
  /** A plain toast (4000 ms). Returns its id. */
  (message: ReactNode, options?: ToastOptions): string;
  /** A success toast (2000 ms). */
  success(message: ReactNode, options?: ToastOptions): string;
  /** An error toast (4000 ms), announced assertively. */
  error(message: ReactNode, options?: ToastOptions): string;
  /** A loading toast with a spinner; stays until updated or dismissed. */
  loading(message: ReactNode, options?: ToastOptions): string;
  /** A toast whose whole content is `content` (4000 ms). */
  custom(content: ReactNode, options?: ToastOptions): string;
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

/** Binds the toast functions to a store (tests make their own; the app uses {@link toast}). */
export function createToastApi(store: ToastStore): ToastApi {
  const api = (message: ReactNode, options?: ToastOptions) => store.add('blank', message, options);
  return Object.assign(api, {
    success: (message: ReactNode, options?: ToastOptions) => store.add('success', message, options),
    error: (message: ReactNode, options?: ToastOptions) => store.add('error', message, options),
    loading: (message: ReactNode, options?: ToastOptions) => store.add('loading', message, options),
    custom: (content: ReactNode, options?: ToastOptions) => store.add('custom', content, options),
    promise<T>(promise: Promise<T>, messages: ToastPromiseMessages<T>, options?: ToastOptions) {
      const id = store.add('loading', messages.loading, options);
      promise.then(
        (value) => {
          const { success } = messages;
          store.add('success', typeof success === 'function' ? success(value) : success, { id });
        },
        (error: unknown) => {
          const { error: onError } = messages;
          store.add('error', typeof onError === 'function' ? onError(error) : onError, { id });
        },
      );
      return promise;
    },
    dismiss: (id?: string) => store.dismiss(id),
    remove: (id?: string) => store.remove(id),
  });
}

/** The app's one toaster store, rendered by `<Toaster />`. */
export const defaultToastStore: ToastStore = createToastStore();

/** Shows a toast in the app's `<Toaster />`: `toast.success('Update Successfull')`. */
export const toast: ToastApi = createToastApi(defaultToastStore);
