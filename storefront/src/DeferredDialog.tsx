import { createElement, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { LazyNamed } from './lazyNamed.ts';
import { whenIdle } from './whenIdle.ts';

/** What a deferred dialog is told by the one that shows it. */
export interface DialogState {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Props the stand-in button spreads on itself. */
export interface StandInTrigger {
  /** True once the shopper has asked for the dialog and its code is on the way. */
  'aria-expanded': boolean;
  /** Watches the button once it is on the page (to fetch the dialog's code while idle). */
  ref?: (button: HTMLElement | null) => (() => void) | undefined;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

/** Props of {@link DeferredDialog}. */
export interface DeferredDialogProps<P extends DialogState> extends DialogState {
  /** The dialog (with its own trigger), loaded on demand by `lazyNamed`. */
  dialog: LazyNamed<P>;
  /** The dialog's other props. */
  props: Omit<P, keyof DialogState>;
  /** The dialog's trigger button as it looks before the dialog's code is there. */
  standIn(trigger: StandInTrigger): ReactNode;
}

/**
 * A dialog most visits never open (the header's panel and account menu, a review's delete
 * confirmation), kept off the first load: a look-alike of its trigger stands in, and the
 * dialog's code is fetched once the page is idle if that button can be seen (the panel's is
 * hidden on wide screens), or as soon as a shopper reaches for it (hover, focus, or the
 * `pointerdown` that starts a tap, well before its click); the click opens the dialog as soon
 * as its code is there. Each of these dialogs costs 13–29 KB gzip of Radix code that the first
 * load would otherwise carry (`npm run bench:web` lists per-route bytes).
 */
export function DeferredDialog<P extends DialogState>({
  dialog,
  props,
  open,
  onOpenChange,
  standIn,
}: DeferredDialogProps<P>) {
  // Whether the dialog has been asked for once: from then on the real one renders.
  const [wanted, setWanted] = useState(false);
  const { preload } = dialog;
  // Runs only in the browser, after hydration: a button that takes no room (display: none) is
  // one the shopper cannot tap, so its dialog's code is not worth the bytes.
  const prefetchWhenIdle = useCallback(
    (button: HTMLElement | null) =>
      button
        ? whenIdle(() => {
            if (button.getClientRects().length > 0) preload();
          })
        : undefined,
    [preload],
  );
  if (!wanted) {
    return standIn({
      'aria-expanded': false,
      ref: prefetchWhenIdle,
      onPointerEnter: preload,
      onPointerDown: preload,
      onFocus: preload,
      onClick: () => {
        setWanted(true);
        onOpenChange(true);
      },
    });
  }
  return (
    <Suspense fallback={standIn({ 'aria-expanded': true })}>
      {createElement(dialog, { ...props, open, onOpenChange } as P)}
    </Suspense>
  );
}
