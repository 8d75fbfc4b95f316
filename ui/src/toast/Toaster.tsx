import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
} from 'react';
import { resolveValue, useToaster, type Toast, type ToastPosition } from 'react-hot-toast/headless';
import { IconButton } from '../icon-button/IconButton';
import { AlertIcon, CheckIcon, CloseIcon } from '../internal/icons';
import { Spinner } from '../spinner/Spinner';
import { toast } from './toast';
import styles from './Toaster.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link Toaster}. */
export type ToasterProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** Where toasts stack. @default 'top-center' (SPEC.md §9) */
  position?: ToastPosition;
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

interface ToastItemProps {
  item: Toast;
  /** Distance from the stack's edge, in px: the heights of the newer visible toasts. */
  offset: number;
  /** Up for stacks at the bottom of the screen. */
  upwards: boolean;
  /** Its place in the whole stack, newest first; an older toast is drawn over a newer one's shadow. */
  layer: number;
  onHeight: (id: string, height: number) => void;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}

/**
 * One toast. Toasts are placed absolutely, each at the offset react-hot-toast computes from the
 * heights reported here, because errors and the rest live in two different live regions yet
 * form one stack, newest first.
 */
function ToastItem({
  item,
  offset,
  upwards,
  layer,
  onHeight,
  onDismiss,
  dismissLabel,
}: ToastItemProps) {
  const slot = useRef<HTMLDivElement>(null);
  const { id } = item;
  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return;
    let reported = -1;
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      if (height !== reported) onHeight(id, (reported = height));
    };
    // Before the first paint, so the toasts below never overlap the new one; then on every
    // change of size (a loading toast's text replaced, a narrower window).
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, onHeight]);

  const style: CSSProperties = {
    transform: `translateY(${upwards ? -offset : offset}px)`,
    zIndex: layer,
  };
  return (
    <div ref={slot} className={styles.slot} style={style}>
      <div
        className={styles.toast}
        data-type={item.type}
        data-state={item.visible ? 'open' : 'closed'}
      >
        {item.type !== 'blank' && item.type !== 'custom' && (
          <span className={styles.icon}>
            <ToastIcon type={item.type} />
          </span>
        )}
        <div className={styles.message}>{resolveValue(item.message, item)}</div>
        {item.type !== 'loading' && (
          <IconButton
            className={styles.close}
            aria-label={dismissLabel}
            onClick={() => onDismiss(id)}
          >
            <CloseIcon size={16} />
          </IconButton>
        )}
      </div>
    </div>
  );
}

/**
 * Renders the toasts once, at the app root. Hovering or focusing the toasts pauses their
 * timers, so a message does not vanish while someone reads or reaches it.
 *
 * Screen readers hear toasts through two live regions that are on the page from the first
 * render, empty: text added to a region that already exists is read reliably, a region that
 * appears together with its text often is not. Errors go to the assertive one and interrupt;
 * the rest wait for a pause in speech.
 */
export function Toaster({
  position = 'top-center',
  label: labelProp,
  dismissLabel: dismissLabelProp,
  ...props
}: ToasterProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.toaster.label');
  const dismissLabel = dismissLabelProp ?? t('ui.toaster.dismiss');
  const { toasts, handlers } = useToaster();
  const { startPause, endPause, calculateOffset, updateHeight } = handlers;
  const region = useRef<HTMLDivElement>(null);

  // Hover and focus each hold the timers; they run again once neither does.
  const holds = useRef({ hover: false, focus: false });
  const hold = (kind: 'hover' | 'focus', on: boolean) => {
    const held = holds.current.hover || holds.current.focus;
    holds.current[kind] = on;
    const holding = holds.current.hover || holds.current.focus;
    if (holding && !held) startPause();
    if (!holding && held) endPause();
  };
  // A focused toast that is removed takes the focus with it without a blur event: let go then,
  // or every later toast would stay forever.
  useEffect(() => {
    if (holds.current.focus && !region.current?.contains(document.activeElement)) {
      hold('focus', false);
    }
  });

  const renderToast = (item: Toast) => (
    <ToastItem
      key={item.id}
      item={item}
      // No gutter: the gap between toasts is each slot's padding, a token, in the measured height.
      offset={calculateOffset(item, { gutter: 0 })}
      upwards={position.startsWith('bottom')}
      layer={toasts.indexOf(item)}
      onHeight={updateHeight}
      onDismiss={(id) => toast.dismiss(id)}
      dismissLabel={dismissLabel}
    />
  );

  return (
    <section aria-label={label} {...props}>
      <div
        ref={region}
        className={styles.region}
        data-position={position}
        onMouseEnter={() => hold('hover', true)}
        onMouseLeave={() => hold('hover', false)}
        onFocus={() => hold('focus', true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
        }}
      >
        {/* aria-atomic="false": a new toast is read alone, not with every toast still shown. */}
        <div role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions text">
          {toasts.filter((item) => item.type !== 'error').map(renderToast)}
        </div>
        {/* Not role="alert": one always on the page would stand beside the page's own alerts. */}
        <div aria-live="assertive" aria-atomic="false" aria-relevant="additions text">
          {toasts.filter((item) => item.type === 'error').map(renderToast)}
        </div>
      </div>
    </section>
  );
}
