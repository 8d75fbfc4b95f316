import type { ReactNode, RefObject } from 'react';
import { Sheet, SheetContent } from '../sheet/Sheet';

/** Props of {@link FilterSheet}. */
export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's heading, also its accessible name. */
  title: ReactNode;
  /** The filters' form. */
  children: ReactNode;
  /** The button that opened it: focus goes back to it when the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone's sheet of filters: FilterPanel loads this module the first time a shopper reaches
 * for its Filters button, so the Radix dialog and its scroll lock are no part of a listing's
 * first load. The button stays FilterPanel's; the dialog gives focus back to it on closing.
 */
export default function FilterSheet({
  open,
  onOpenChange,
  title,
  children,
  opener,
}: FilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={title}
        // No Radix trigger to return to: the dialog would leave focus on the page's body.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
