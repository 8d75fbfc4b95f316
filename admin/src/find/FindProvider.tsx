import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { FindDialog } from './FindDialog.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { shortcutOf, type ShortcutAction } from './shortcuts.ts';

/** Opens Find; focus goes back to `returnFocusTo` (what has focus now, by default) as it closes. */
type OpenFind = (returnFocusTo?: HTMLElement | null) => void;

const FindContext = createContext<OpenFind | null>(null);

/** Opens Find, for a button of the layout (the header's, the phone menu's). */
export function useOpenFind(): OpenFind {
  const open = useContext(FindContext);
  if (!open) throw new Error('useOpenFind needs a FindProvider above it');
  return open;
}

/** Props of {@link FindProvider}. */
export interface FindProviderProps {
  /** Called as Find or the list of shortcuts opens, e.g. to close a menu panel. */
  onOpen?: () => void;
  /** The signed-in shell, whose buttons open Find with {@link useOpenFind}. */
  children: ReactNode;
}

/**
 * The back office's keyboard shortcuts and the two dialogs they open: `/` and Ctrl-K (Command-K)
 * Find, `?` the list of shortcuts (see shortcuts.ts). One of them is open at a time; closing it
 * gives focus back to what had it before (a shortcut pressed on the page, the button that opened
 * it), unless a result opened another screen, whose heading then has focus.
 */
/** An open dialog of the page's: Find and the shortcuts list are only ever opened by this. */
const otherDialogOpen =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

export function FindProvider({ onOpen, children }: FindProviderProps) {
  const navigate = useNavigate();
  const [showing, setShowing] = useState<ShortcutAction | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = (action: ShortcutAction, returnFocusTo: Element | null) => {
    // Going from one to the other keeps where focus returns to: the page, not the first dialog.
    if (showing === null) {
      returnFocus.current = returnFocusTo instanceof HTMLElement ? returnFocusTo : null;
    }
    setShowing(action);
    onOpen?.();
  };
  const openFind: OpenFind = (returnFocusTo = document.activeElement as HTMLElement | null) =>
    show('find', returnFocusTo);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutOf(event);
    if (!action) return;
    // Another dialog (a dispatch, a confirmation, the phone's menu) keeps the keys to itself.
    if (showing === null && document.querySelector(otherDialogOpen)) return;
    // Not typed into the field that opens, nor the browser's own Ctrl-K or `/` (quick find).
    event.preventDefault();
    if (action !== showing) show(action, document.activeElement);
  });
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = (open: boolean) => {
    if (!open) setShowing(null);
  };
  const restoreFocus = (event: Event) => {
    // Radix would focus the dialog's trigger; these have none, or several.
    event.preventDefault();
    // The other dialog opened in its place, and has focus.
    if (showing !== null) return;
    // A result opened a screen: its heading has focus (useScreenTitle), or <main> until it loads.
    if (document.querySelector('main')?.contains(document.activeElement)) return;
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  };
  const choose = (href: string) => {
    // Closed first, its focus trap gone, so the next screen's heading can take focus.
    flushSync(() => setShowing(null));
    void navigate(href);
  };

  return (
    <FindContext value={openFind}>
      {children}
      <FindDialog
        open={showing === 'find'}
        onOpenChange={close}
        onChoose={choose}
        onCloseAutoFocus={restoreFocus}
      />
      <ShortcutsDialog
        open={showing === 'shortcuts'}
        onOpenChange={close}
        onCloseAutoFocus={restoreFocus}
      />
    </FindContext>
  );
}
