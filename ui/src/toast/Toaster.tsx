import { useSyncExternalStore, type ComponentPropsWithRef } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { AlertIcon, CheckIcon, CloseIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import { Spinner } from '../spinner/Spinner';
import { defaultToastStore } from './toast';
import type { Toast, ToastPosition, ToastStore } from './toastStore';
import styles from './Toaster.module.css';

/** Props of {@link Toaster}. */
export type ToasterProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** Where toasts stack. @default 'top-center' (SPEC.md §9) */
  position?: ToastPosition;
  /** The store to render; the shared one that `toast(...)` writes to by default. */
  store?: ToastStore;
  /** Name of the notifications region for screen readers. @default 'Notifications' */
  label?: string;
  /** Accessible name of each toast's close button. @default 'Dismiss' */
  dismissLabel?: string;
};

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'success') return <CheckIcon size={18} strokeWidth={2.5} />;
  if (type === 'error') return <AlertIcon size={18} />;
  if (type === 'loading') return <Spinner size="sm" label={null} />;
  return null;
}

/**
 * Renders the toasts once, at the app root. Hovering or focusing the toasts pauses their
 * timers, so a message does not vanish while someone reads or reaches it.
 */
export function Toaster({
  position = 'top-center',
  store = defaultToastStore,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
  className,
  ...props
}: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  return (
    <section aria-label={label} className={cx(className)} {...props}>
      <div
        className={styles.region}
        data-position={position}
        onMouseEnter={() => store.pause()}
        onMouseLeave={() => store.resume()}
        onFocus={() => store.pause()}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) store.resume();
        }}
      >
        {toasts.map((item) => (
          <div
            key={item.id}
            className={styles.toast}
            data-type={item.type}
            data-state={item.visible ? 'open' : 'closed'}
            // Errors interrupt; everything else waits for a pause in speech.
            role={item.type === 'error' ? 'alert' : 'status'}
            aria-live={item.type === 'error' ? 'assertive' : 'polite'}
            aria-atomic="true"
          >
            {item.type !== 'blank' && item.type !== 'custom' && (
              <span className={styles.icon}>
                <ToastIcon type={item.type} />
              </span>
            )}
            <div className={styles.message}>{item.message}</div>
            {item.type !== 'loading' && (
              <IconButton
                className={styles.close}
                aria-label={dismissLabel}
                onClick={() => store.dismiss(item.id)}
              >
                <CloseIcon size={16} />
              </IconButton>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
