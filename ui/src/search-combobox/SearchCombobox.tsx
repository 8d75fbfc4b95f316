import { useEffect, useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { cx } from '../internal/cx';
import { SearchIcon } from '../internal/icons';
import hidden from '../internal/visually-hidden.module.css';
import { Price } from '../price/Price';
import { Spinner } from '../spinner/Spinner';
import styles from './SearchCombobox.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** A product suggested while the shopper types. */
export type SearchProductSuggestion = {
  /** The product's id. */
  id: string;
  /** Its name, the option's text. */
  name: string;
  /** Its page. */
  href: string;
  /** URL of its photo, shown small beside the name (decorative). */
  imageUrl: string;
  /** Regular price in rupees. */
  price: number;
  /** What one pays now, in rupees; below `price` it shows as a sale. @default price */
  currentPrice?: number;
};

/** A category suggested while the shopper types. */
export type SearchCategorySuggestion = {
  /** The category's name ("Serums"). */
  label: string;
  /** Its listing. */
  href: string;
};

/** What {@link SearchCombobox} hands `onSelect`: the chosen suggestion and its kind. */
export type SearchSuggestion =
  | ({ type: 'product' } & SearchProductSuggestion)
  | ({ type: 'category' } & SearchCategorySuggestion);

/** Props of {@link SearchCombobox}. */
export type SearchComboboxProps = Omit<
  ComponentPropsWithRef<'form'>,
  'role' | 'method' | 'onSelect' | 'onChange' | 'children' | 'name' | 'defaultValue' | 'action'
> & {
  /** The field's label, read by screen readers (not shown: the field says "Search"). */
  label: string;
  /** The text in the field (controlled). */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called with the field's text as the shopper types (and '' when Escape clears it). */
  onValueChange?: (value: string) => void;
  /** Suggested products, up to six, shown with photo, name and price. @default [] */
  products?: readonly SearchProductSuggestion[];
  /** Suggested categories, after the products. @default [] */
  categories?: readonly SearchCategorySuggestion[];
  /** The suggestions for the current text are on their way. @default false */
  loading?: boolean;
  /** Whether the suggestions are open (controlled); they show only from `minLength` characters. */
  open?: boolean;
  /** Called when the suggestions open (typing, Down/Up) or close (Escape, leaving, choosing). */
  onOpenChange?: (open: boolean) => void;
  /** Called with the suggestion chosen by click or Enter; the app goes to its `href`. */
  onSelect: (suggestion: SearchSuggestion) => void;
  /** Where the form goes without JavaScript, or on Enter without a chosen suggestion. @default '/products' */
  action?: string;
  /** Name of the field in the form's data (`/products?search=...`). @default 'search' */
  name?: string;
  /** Hint inside the empty field. */
  placeholder?: string;
  /** How many characters open the suggestions (DESIGN.md: after two). @default 2 */
  minLength?: number;
  /** Accessible name of the submit button. @default 'Search' */
  submitLabel?: string;
  /** Currency label of the prices. @default 'Rs.' */
  currency?: string;
};

/** What the live region says once the suggestions for the text have arrived. */
function summary(t: ReturnType<typeof useUiMessages>, products: number, categories: number) {
  const productCount = t('ui.search.productCount', { count: products });
  const categoryCount = t('ui.search.categoryCount', { count: categories });
  if (products > 0 && categories > 0) {
    return t('ui.search.summary', { products: productCount, categories: categoryCount });
  }
  if (products > 0) return productCount;
  if (categories > 0) return categoryCount;
  return t('ui.search.none');
}

/**
 * The header's search: a WAI-ARIA combobox with a listbox of product and category suggestions
 * ("list" autocomplete), inside a real `<form role="search" method="get">`, so without
 * JavaScript (or on Enter with no suggestion chosen) it goes to `/products?search=...`.
 *
 * Keyboard (focus stays in the field): Down and Up open the suggestions and move through them
 * (wrapping; the field's `aria-activedescendant` names the active one, which has
 * `aria-selected`), Enter chooses the active suggestion (`onSelect`) or else sends the form,
 * Escape closes the suggestions and a second Escape clears the field; Home, End, Left and Right
 * edit the text. A polite live region says what arrived ("6 products, 2 categories", "No
 * suggestions"). The suggestions hang under the field at its width, so they fit any screen the
 * field fits.
 */
export function SearchCombobox({
  label,
  value,
  defaultValue = '',
  onValueChange,
  products = [],
  categories = [],
  loading = false,
  open: openProp,
  onOpenChange,
  onSelect,
  action = '/products',
  name = 'search',
  placeholder,
  minLength = 2,
  submitLabel: submitLabelProp,
  currency,
  onSubmit,
  className,
  ...props
}: SearchComboboxProps) {
  const t = useUiMessages();
  const submitLabel = submitLabelProp ?? t('ui.search.submit');
  const id = useId();
  const fieldId = `${id}-field`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const [active, setActive] = useState(-1);

  const suggestions: SearchSuggestion[] = [
    ...products.map((product) => ({ type: 'product' as const, ...product })),
    ...categories.map((category) => ({ type: 'category' as const, ...category })),
  ];
  // New suggestions (an answer arrived): nothing is active until Down or Up says so.
  const suggestionsKey = suggestions.map((suggestion) => suggestion.href).join('\n');
  const [shownKey, setShownKey] = useState(suggestionsKey);
  if (shownKey !== suggestionsKey) {
    setShownKey(suggestionsKey);
    setActive(-1);
  }

  const showing = open && text.trim().length >= minLength;
  const listed = showing && suggestions.length > 0;
  const activeSuggestion = listed ? suggestions[active] : undefined;

  const setOpen = (next: boolean) => {
    if (!next) setActive(-1);
    if (next === open) return;
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const change = (next: string) => {
    setOwnValue(next);
    onValueChange?.(next);
    setActive(-1);
    setOpen(next.trim() !== '');
  };
  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    onSelect(suggestion);
  };

  // The active option is named by aria-activedescendant, not focused: keep it in view.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive(listed ? (active + 1) % count : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive(listed && active > 0 ? active - 1 : count - 1);
        break;
      case 'Enter':
        if (activeSuggestion) {
          event.preventDefault();
          choose(activeSuggestion);
        } else {
          setOpen(false); // and the form is sent
        }
        break;
      case 'Escape':
        if (showing) {
          event.preventDefault();
          setOpen(false);
        } else if (text !== '') {
          event.preventDefault();
          change('');
        }
        break;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        setActive(-1); // back to editing the text; the caret moves as usual
        break;
    }
  };

  const option = (suggestion: SearchSuggestion, index: number) => (
    // The keyboard reaches options through the field (aria-activedescendant), never by focus.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      key={`${suggestion.type}-${suggestion.href}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={styles.option}
      onClick={() => choose(suggestion)}
    >
      {suggestion.type === 'product' ? (
        <>
          <img className={styles.thumb} src={suggestion.imageUrl} alt="" width={32} height={40} />
          <span className={styles.text}>
            <span className={styles.name}>{suggestion.name}</span>
            <Price
              price={suggestion.price}
              currentPrice={suggestion.currentPrice}
              currency={currency}
              size="sm"
            />
          </span>
        </>
      ) : (
        <>
          <SearchIcon className={styles.categoryIcon} size={16} />
          <span className={styles.name}>{suggestion.label}</span>
        </>
      )}
    </div>
  );
  // The group's id comes from its kind, not its heading, which is in the page's language.
  const group = (kind: string, heading: string, from: number, to: number) =>
    to > from && (
      <div role="group" aria-labelledby={`${id}-${kind}`}>
        <div role="presentation" id={`${id}-${kind}`} className={styles.groupLabel}>
          {heading}
        </div>
        {suggestions.slice(from, to).map((suggestion, index) => option(suggestion, from + index))}
      </div>
    );

  return (
    <form
      role="search"
      method="get"
      action={action}
      className={cx(styles.root, className)}
      onSubmit={(event) => {
        setOpen(false);
        onSubmit?.(event);
      }}
      {...props}
    >
      <label htmlFor={fieldId} className={hidden.hidden}>
        {label}
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.icon} size={18} />
        <input
          id={fieldId}
          className={styles.input}
          type="text"
          name={name}
          value={text}
          placeholder={placeholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listboxId}
          aria-activedescendant={activeSuggestion ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <IconButton type="submit" aria-label={submitLabel} className={styles.submit}>
          <SearchIcon size={18} />
        </IconButton>
      </div>
      {/* Clicks inside the popup keep the focus in the field (the keyboard stays there). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer-only guard */}
      <div
        className={styles.popup}
        hidden={!showing}
        onMouseDown={(event) => event.preventDefault()}
      >
        {showing && !listed && (
          <p className={styles.state}>
            {loading ? (
              <>
                <Spinner size="sm" label={null} />
                Searching…
              </>
            ) : (
              t('ui.search.noneFor', { text: text.trim() })
            )}
          </p>
        )}
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('ui.search.suggestions')}
          aria-busy={loading || undefined}
          hidden={!listed}
          className={styles.listbox}
        >
          {group('Products', t('ui.search.products'), 0, products.length)}
          {group('Categories', t('ui.search.categories'), products.length, suggestions.length)}
        </div>
      </div>
      {/* Always rendered, so each change is announced. */}
      <div role="status" className={hidden.hidden}>
        {showing && !loading ? summary(t, products.length, categories.length) : ''}
      </div>
    </form>
  );
}
