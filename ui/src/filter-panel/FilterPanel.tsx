import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type FormEventHandler,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from '../button/Button';
import { cx } from '../internal/cx';
import { FilterIcon } from '../internal/icons';
import styles from './FilterPanel.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props a link element passed to {@link FilterPanel} as `clearLink` receives. */
export type FilterPanelLinkProps = {
  /** The panel fills in the link's text ("Clear all"). */
  children?: ReactNode;
  /** The panel's class for the link, merged with the element's own. */
  className?: string;
};

/** Props of {@link FilterPanel}. */
export type FilterPanelProps = Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'onSubmit' | 'results' | 'title'
> & {
  /** The facets: FacetGroup, PriceRange..., and any hidden inputs the form must keep (search). */
  children: ReactNode;
  /** The listing the filters narrow, shown beside them (below the Filters button on phones). */
  results: ReactNode;
  /** How many filters are on; shown on the phone's button ("Filters (2 active)"). @default 0 */
  activeCount?: number;
  /** The panel's heading and the form's name. @default 'Filters' */
  title?: string;
  /** Where the form goes (GET). @default the current page */
  action?: string;
  /** The form's id, for controls outside it (a SortSelect's `form`). */
  formId?: string;
  /** Called when the form is sent (Apply, or Enter in a field); prevent the default to route. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /**
   * The app's router link to the listing without filters, e.g. `<Link to="/products" />`; the
   * panel fills in its text and class. Shown while a filter is on. Takes precedence over
   * `clearHref`.
   */
  clearLink?: ReactElement<FilterPanelLinkProps>;
  /** Plain URL of the listing without filters, when no `clearLink` is given. */
  clearHref?: string;
  /** Text of the submit button. @default 'Apply' */
  applyLabel?: string;
  /** Text of the link that removes every filter. @default 'Clear all' */
  clearLabel?: string;
  /** Whether the phone's sheet is open (controlled). */
  open?: boolean;
  /** Whether the phone's sheet is open at first. @default false */
  defaultOpen?: boolean;
  /** Called when the phone's sheet opens or closes (it closes when the form is sent). */
  onOpenChange?: (open: boolean) => void;
};

/** Phones: narrower than 640 px. */
const phoneQuery = '(max-width: 39.99rem)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(phoneQuery).matches;
// The server cannot know the width: it renders the disclosure, right at every width.
const isPhoneOnServer = () => false;

/** The phone's sheet, loaded when first wanted (a Radix dialog and its scroll lock, ~13 KB gzip). */
const loadFilterSheet = () => import('./FilterSheet');
const FilterSheet = lazy(loadFilterSheet);

/**
 * A listing's filters beside its results: a sidebar column on screens from 640 px; on phones a
 * "Filters (2 active)" button opening the filters in a sheet. The filters are one GET form with
 * an Apply button and, while a filter is on, a Clear all link.
 *
 * Without JavaScript (and before hydration) the same form sits in a `<details>` disclosure: on
 * phones its summary is the Filters button and opens it in place; from 640 px CSS hides the
 * summary and shows the content as the sidebar (`::details-content`; a browser without it
 * shows the summary there too, so the filters stay reachable). Once the script runs, phones
 * get the sheet instead, and what the shopper did with the disclosure carries over: one they had
 * opened opens the sheet, one they had focused gives the sheet's button the focus (an app that
 * hydrates the panel when reached for swaps them under the shopper's finger or keyboard).
 */
export function FilterPanel(props: FilterPanelProps) {
  const phone = useSyncExternalStore(subscribe, isPhone, isPhoneOnServer);
  return <FilterPanelLayout {...props} sheet={phone} />;
}

/**
 * FilterPanel with the choice made: `sheet` as on a phone with JavaScript, otherwise what the
 * server renders. Stories use it to show the page before the script runs; apps use FilterPanel.
 */
export function FilterPanelLayout({
  sheet,
  children,
  results,
  activeCount = 0,
  title: titleProp,
  action,
  formId,
  onSubmit,
  clearLink,
  clearHref,
  applyLabel: applyLabelProp,
  clearLabel: clearLabelProp,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  ...props
}: FilterPanelProps & { sheet: boolean }) {
  const t = useUiMessages();
  const title = titleProp ?? t('ui.filterPanel.title');
  const applyLabel = applyLabelProp ?? t('ui.filterPanel.apply');
  const clearLabel = clearLabelProp ?? t('ui.filterPanel.clearAll');
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  // The sheet renders from the first time it is open; closing it gives focus back to the button.
  const [sheetWanted, setSheetWanted] = useState(open);
  const opener = useRef<HTMLButtonElement>(null);
  if (open && !sheetWanted) setSheetWanted(true);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // The disclosure as it was when the sheet's button took its place (read as it leaves the page).
  const disclosure = useRef<{ open: boolean; focused: boolean } | null>(null);
  const leaving = useCallback(
    (details: HTMLDetailsElement | null) =>
      details
        ? () => {
            disclosure.current = {
              open: details.open,
              focused: details.contains(document.activeElement),
            };
          }
        : undefined,
    [],
  );
  const carryOver = useEffectEvent((was: { open: boolean; focused: boolean }) => {
    if (was.open) setOpen(true);
    else if (was.focused) opener.current?.focus();
  });
  useLayoutEffect(() => {
    const was = disclosure.current;
    if (!sheet || !was) return;
    disclosure.current = null;
    carryOver(was);
  }, [sheet]);

  const toggleLabel =
    activeCount > 0 ? t('ui.filterPanel.toggle', { title, count: activeCount }) : title;
  const clear =
    activeCount === 0
      ? null
      : clearLink
        ? cloneElement(clearLink, {
            className: cx(clearLink.props.className, styles.clear),
            children: clearLabel,
          })
        : clearHref !== undefined && (
            <a href={clearHref} className={styles.clear}>
              {clearLabel}
            </a>
          );
  const form = (
    <form
      id={formId}
      className={styles.form}
      method="get"
      action={action}
      // The address is the filters' truth: a page reached by Back must show the fields as the
      // server wrote them, not as the browser remembers them (ticked on the way out).
      autoComplete="off"
      aria-label={title}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (sheet) setOpen(false);
      }}
    >
      {children}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" fullWidth>
          {applyLabel}
        </Button>
        {clear}
      </div>
    </form>
  );

  return (
    <div className={cx(styles.root, className)} {...props}>
      {sheet ? (
        <div className={styles.filters}>
          <Button
            ref={opener}
            variant="outline"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            onPointerEnter={() => void loadFilterSheet()}
            onFocus={() => void loadFilterSheet()}
          >
            <FilterIcon size={18} />
            {toggleLabel}
          </Button>
          {sheetWanted && (
            <Suspense>
              <FilterSheet open={open} onOpenChange={setOpen} title={title} opener={opener}>
                {form}
              </FilterSheet>
            </Suspense>
          )}
        </div>
      ) : (
        <details ref={leaving} className={cx(styles.filters, styles.disclosure)}>
          <Button asChild variant="outline">
            <summary className={styles.summary}>
              <FilterIcon size={18} />
              {toggleLabel}
            </summary>
          </Button>
          {form}
        </details>
      )}
      <div className={styles.results}>{results}</div>
    </div>
  );
}
