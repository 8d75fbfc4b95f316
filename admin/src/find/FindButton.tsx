import { FormattedMessage } from 'react-intl';
import { Button, SearchIcon, type ButtonProps } from '@bloom/ui';
import { useOpenFind } from './FindProvider.tsx';
import { findKeyShortcuts } from './shortcuts.ts';

/** Props of {@link FindButton}: a Button's, less its label. */
export type FindButtonProps = Omit<ButtonProps, 'children' | 'asChild'> & {
  /**
   * Where focus goes back to as Find closes, when the button itself will be gone by then (the
   * phone menu's, whose panel closes as Find opens). @default the button
   */
  returnFocusTo?: () => HTMLElement | null;
};

/** "Find", which opens Find (as `/` and Ctrl-K do, which it announces). */
export function FindButton({ returnFocusTo, onClick, ...props }: FindButtonProps) {
  const openFind = useOpenFind();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-keyshortcuts={findKeyShortcuts()}
      onClick={(event) => {
        onClick?.(event);
        openFind(returnFocusTo ? returnFocusTo() : event.currentTarget);
      }}
      {...props}
    >
      <SearchIcon size={16} />
      <FormattedMessage id="admin.find.title" />
    </Button>
  );
}
