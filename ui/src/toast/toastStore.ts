/**
 * The toaster's state, outside React so `toast.success(...)` works from anywhere (a machine's
 * action, a fetch handler) with no app state library. Timings are SPEC.md §9's: 4000 ms for
 * blank, error and custom, 2000 ms for success, loading never expires; at most 20 toasts; a
 * dismissed toast stays 1000 ms (for its exit animation) before it is removed.
 */
import type { ReactNode } from 'react';

/** Kind of a toast; decides its icon, its default duration and how urgently it is announced. */
export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

/** Where the toaster stacks its toasts. */
export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** One toast as the toaster renders it. */
export interface Toast {
  /** Stable id; pass it back in options to update this toast (loading -> success). */
  id: string;
  /** Kind of toast. */
  type: ToastType;
  /** What the toast says (for custom toasts, the whole content). */
  message: ReactNode;
  /** false once dismissed; the toast is removed `removeDelay` ms later. */
  visible: boolean;
  /** How long it stays, in ms; Infinity for loading toasts. */
  duration: number;
  /** When it was created or last updated (Date.now()). */
  createdAt: number;
}

/** Options of a single toast. */
export interface ToastOptions {
  /** Reuse an id to replace an existing toast instead of adding one. */
  id?: string;
  /** Override the type's default duration, in ms. */
  duration?: number;
}

/** Default durations per type (SPEC.md §9). */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
};
/** At most this many toasts exist at once; the oldest go first. */
export const TOAST_LIMIT = 20;
/** A dismissed toast is removed this many ms later. */
export const TOAST_REMOVE_DELAY = 1000;

/** A toaster store: create one per test; the app uses the shared {@link toast}. */
export interface ToastStore {
  /** Current toasts, newest first. */
  getToasts(): readonly Toast[];
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Adds a toast (or replaces the one with `options.id`); returns its id. */
  add(type: ToastType, message: ReactNode, options?: ToastOptions): string;
  /** Hides one toast, or all when no id is given; removal follows after the remove delay. */
  dismiss(id?: string): void;
  /** Removes one toast (or all) at once, without the exit delay. */
  remove(id?: string): void;
  /** Stops every running timer (the pointer is over the toaster). */
  pause(): void;
  /** Restarts the timers with the time each toast had left. */
  resume(): void;
}

/** Creates an independent toaster store. */
export function createToastStore(): ToastStore {
  let toasts: Toast[] = [];
  let counter = 0;
  let pausedAt: number | undefined;
  const listeners = new Set<() => void>();
  const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  // Time already spent visible before the last pause, per toast.
  const elapsedBeforePause = new Map<string, number>();
  // When each toast's timer last restarted after a pause.
  const resumedAt = new Map<string, number>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const clearTimer = (timers: Map<string, ReturnType<typeof setTimeout>>, id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };
  const startDismissTimer = (item: Toast) => {
    clearTimer(dismissTimers, item.id);
    if (!Number.isFinite(item.duration) || pausedAt !== undefined) return;
    const left = item.duration - (elapsedBeforePause.get(item.id) ?? 0);
    dismissTimers.set(
      item.id,
      setTimeout(() => store.dismiss(item.id), Math.max(left, 0)),
    );
  };
  const forget = (id: string) => {
    clearTimer(dismissTimers, id);
    clearTimer(removeTimers, id);
    elapsedBeforePause.delete(id);
    resumedAt.delete(id);
  };

  const store: ToastStore = {
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(type, message, options = {}) {
      const id = options.id ?? `toast-${++counter}`;
      const item: Toast = {
        id,
        type,
        message,
        visible: true,
        duration: options.duration ?? TOAST_DURATIONS[type],
        createdAt: Date.now(),
      };
      forget(id);
      const existing = toasts.some((t) => t.id === id);
      toasts = existing ? toasts.map((t) => (t.id === id ? item : t)) : [item, ...toasts];
      for (const dropped of toasts.slice(TOAST_LIMIT)) forget(dropped.id);
      toasts = toasts.slice(0, TOAST_LIMIT);
      startDismissTimer(item);
      emit();
      return id;
    },
    dismiss(id) {
      const targets = toasts.filter((t) => t.visible && (id === undefined || t.id === id));
      if (targets.length === 0) return;
      for (const target of targets) {
        clearTimer(dismissTimers, target.id);
        removeTimers.set(
          target.id,
          setTimeout(() => store.remove(target.id), TOAST_REMOVE_DELAY),
        );
      }
      const ids = new Set(targets.map((t) => t.id));
      toasts = toasts.map((t) => (ids.has(t.id) ? { ...t, visible: false } : t));
      emit();
    },
    remove(id) {
      const removed = toasts.filter((t) => id === undefined || t.id === id);
      if (removed.length === 0) return;
      for (const t of removed) forget(t.id);
      toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
      emit();
    },
    pause() {
      if (pausedAt !== undefined) return;
      pausedAt = Date.now();
      for (const t of toasts) {
        if (!t.visible || !dismissTimers.has(t.id)) continue;
        clearTimer(dismissTimers, t.id);
        const since = Math.max(t.createdAt, resumedAt.get(t.id) ?? t.createdAt);
        elapsedBeforePause.set(t.id, (elapsedBeforePause.get(t.id) ?? 0) + (pausedAt - since));
      }
    },
    resume() {
      if (pausedAt === undefined) return;
      pausedAt = undefined;
      const now = Date.now();
      for (const t of toasts) {
        if (!t.visible) continue;
        resumedAt.set(t.id, now);
        startDismissTimer(t);
      }
    },
  };
  return store;
}
