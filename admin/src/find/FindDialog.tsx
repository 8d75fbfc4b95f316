import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import {
  Dialog,
  DialogContent,
  FormMessage,
  Spinner,
  TextField,
  VisuallyHidden,
  type DialogContentProps,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminFindQuery } from '../__generated__/graphql.ts';
import { statusMessageIds, useFormat } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { usePermissions } from '../layout/permissions.tsx';
import { categoryMessageIds } from '../products/catalogueLabels.ts';
import styles from './FindDialog.module.css';

/**
 * The lists' own searches at once: orders (number, shopper's name, email or phone, a product on
 * it), customers (name, email or phone), products (name). A group the role may not read is not
 * asked for (`@include`), so one request serves every role.
 */
export const AdminFindQueryDocument = graphql(`
  query AdminFind($search: String!, $orders: Boolean!, $customers: Boolean!) {
    orders(filter: { search: $search }) @include(if: $orders) {
      total
      items {
        id
        status
        name
        totalAmount
      }
    }
    customers(filter: { search: $search }) @include(if: $customers) {
      total
      items {
        id
        name
        email
      }
    }
    products(filter: { search: $search }) {
      total
      items {
        id
        name
        category
        stock
        published
      }
    }
  }
`);

/** How many of each kind are listed; the rest are a "See all" away, on the list's own screen. */
export const RESULTS_PER_GROUP = 5;
/** Characters before a search starts: one finds half the shop. */
export const MIN_SEARCH_LENGTH = 2;
/** Quiet time after the last key before searching, so a typed word is one request. */
export const SEARCH_DELAY_MS = 250;

/** One option of the listbox: the screen it opens, and what it says. */
interface Result {
  /** The screen it opens (a path of the back office). */
  href: string;
  /** Its first line (the order number, the name). */
  title: string;
  /** Its second line, quieter. */
  detail?: string;
  /** The "See all" of its group, to the list's screen. @default false */
  more?: boolean;
}

/** A kind of result, in the order they are listed. */
interface ResultGroup {
  kind: 'orders' | 'customers' | 'products';
  heading: string;
  /** How many match in all, as the live region says it ("12 orders"). */
  count: string;
  results: Result[];
}

/** `value`, once it has stayed the same for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

type Kind = ResultGroup['kind'];

/** The screen's words and formats, as the groups are built outside a component. */
interface Words {
  intl: IntlShape;
  format: ReturnType<typeof useFormat>;
}

/** "12 orders", "1 order" (and "12 آرڈرز"). */
const counted = ({ intl, format }: Words, kind: Kind, total: number) =>
  intl.formatMessage(
    { id: 'admin.find.count' },
    { kind, count: total, total: format.number(total) },
  );

/** "See all 12 orders" on the list's screen, filtered by the same text, when some are not shown. */
function seeAll(words: Words, list: Kind, total: number, search: string): Result[] {
  if (total <= RESULTS_PER_GROUP) return [];
  return [
    {
      href: `/${list}?${new URLSearchParams({ search })}`,
      title: words.intl.formatMessage(
        { id: 'admin.find.seeAll' },
        { count: counted(words, list, total), search },
      ),
      more: true,
    },
  ];
}

/** The answer as groups of options, empty groups left out. */
function groupsOf(data: AdminFindQuery, search: string, words: Words): ResultGroup[] {
  const { intl, format } = words;
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const groups: ResultGroup[] = [];
  if (data.orders && data.orders.items.length > 0) {
    groups.push({
      kind: 'orders',
      heading: say('admin.find.orders'),
      count: counted(words, 'orders', data.orders.total),
      results: [
        ...data.orders.items.slice(0, RESULTS_PER_GROUP).map((order) => ({
          href: `/orders/${encodeURIComponent(order.id)}`,
          title: order.id,
          detail: `${order.name} · ${say(statusMessageIds[order.status])} · ${format.money(order.totalAmount)}`,
        })),
        ...seeAll(words, 'orders', data.orders.total, search),
      ],
    });
  }
  if (data.customers && data.customers.items.length > 0) {
    groups.push({
      kind: 'customers',
      heading: say('admin.find.customers'),
      count: counted(words, 'customers', data.customers.total),
      results: [
        ...data.customers.items.slice(0, RESULTS_PER_GROUP).map((customer) => ({
          href: `/customers/${encodeURIComponent(customer.id)}`,
          title: customer.name,
          detail: customer.email,
        })),
        ...seeAll(words, 'customers', data.customers.total, search),
      ],
    });
  }
  if (data.products.items.length > 0) {
    groups.push({
      kind: 'products',
      heading: say('admin.find.products'),
      count: counted(words, 'products', data.products.total),
      results: [
        ...data.products.items.slice(0, RESULTS_PER_GROUP).map((product) => ({
          href: `/products/${encodeURIComponent(product.id)}`,
          title: product.name,
          detail: [
            say(categoryMessageIds[product.category]),
            say('admin.find.inStock', { stock: format.number(product.stock) }),
            product.published ? null : say('admin.find.notPublished'),
          ]
            .filter(Boolean)
            .join(' · '),
        })),
        ...seeAll(words, 'products', data.products.total, search),
      ],
    });
  }
  return groups;
}

/** What the live region says of the groups ("12 orders, 1 product"). */
function summary(intl: IntlShape, groups: ResultGroup[]): string {
  if (groups.length === 0) return intl.formatMessage({ id: 'admin.find.noMatchesStatus' });
  return intl.formatList(
    groups.map((group) => group.count),
    { type: 'unit' },
  );
}

/**
 * The search field and its results: a WAI-ARIA combobox whose listbox is always under it. Focus
 * stays in the field; Down and Up move the active result (the first is active as results arrive,
 * so Enter opens the best match), Enter opens it, Escape closes the dialog.
 */
function FindBox({ onChoose }: { onChoose(href: string): void }) {
  const id = useId();
  const intl = useIntl();
  const format = useFormat();
  const can = usePermissions();
  const [text, setText] = useState('');
  const typed = text.trim();
  const search = useDebounced(typed, SEARCH_DELAY_MS);
  const searching = search.length >= MIN_SEARCH_LENGTH;
  const { data, error, loading } = useQuery(AdminFindQueryDocument, {
    variables: { search, orders: can('ORDERS_READ'), customers: can('CUSTOMERS_READ') },
    skip: !searching,
    // Orders change all day: a search says what is there now.
    fetchPolicy: 'network-only',
  });
  // Results only for the text in the field: while it is still being typed or asked for, none
  // (Enter must not open a match of what was there before).
  const current = typed === search && searching && !loading;
  const groups = current && data ? groupsOf(data, search, { intl, format }) : [];
  const results = groups.flatMap((group) => group.results);
  const pending = typed.length >= MIN_SEARCH_LENGTH && !current;

  const [active, setActive] = useState(0);
  const resultsKey = results.map((result) => result.href).join('\n');
  const [shownKey, setShownKey] = useState(resultsKey);
  if (shownKey !== resultsKey) {
    setShownKey(resultsKey);
    setActive(0);
  }
  const activeResult = results[active];
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-results`;

  // The active result is named by aria-activedescendant, not focused: keep it in view.
  useEffect(() => {
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id, resultsKey]);

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((active - 1 + count) % count);
    } else if (event.key === 'Enter' && activeResult) {
      event.preventDefault();
      onChoose(activeResult.href);
    }
  };

  let index = 0;
  return (
    <div className={styles.box}>
      <TextField
        label={intl.formatMessage({ id: 'admin.find.label' })}
        hint={intl.formatMessage({ id: 'admin.find.hint' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        maxLength={100}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={activeResult ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="go"
      />
      <div className={styles.results}>
        {pending && (
          <p className={styles.state}>
            <Spinner size="sm" label={null} />
            <FormattedMessage id="admin.find.searching" />
          </p>
        )}
        {current && error && <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage>}
        {current && !error && groups.length === 0 && (
          <p className={styles.state}>
            <FormattedMessage id="admin.find.noMatches" values={{ search }} />
          </p>
        )}
        <div
          id={listboxId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'admin.find.results' })}
          hidden={results.length === 0}
          className={styles.listbox}
        >
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
              <div role="presentation" id={`${id}-${group.kind}`} className={styles.groupLabel}>
                {group.heading}
              </div>
              {group.results.map((result) => {
                const at = index++;
                return (
                  // The keyboard reaches options through the field (aria-activedescendant), never
                  // by focus.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={result.href}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className={styles.option}
                    onClick={() => onChoose(result.href)}
                    onMouseMove={() => setActive(at)}
                  >
                    <span className={result.more ? styles.more : styles.title}>{result.title}</span>
                    {result.detail && <span className={styles.detail}>{result.detail}</span>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {/* Always rendered, so each change is announced. */}
      <VisuallyHidden role="status">
        {current && !error ? summary(intl, groups) : ''}
      </VisuallyHidden>
      <p className={styles.keys} aria-hidden="true">
        <FormattedMessage id="admin.find.keys" />
      </p>
    </div>
  );
}

/** Props of {@link FindDialog}. */
export interface FindDialogProps {
  /** Whether it is open. */
  open: boolean;
  /** Called as it opens or closes (Escape, the close button, a click outside). */
  onOpenChange(open: boolean): void;
  /** Called with the chosen result's screen; the caller closes the dialog and goes there. */
  onChoose(href: string): void;
  /** Where focus goes as it closes (Radix would send it to a trigger the dialog does not have). */
  onCloseAutoFocus: DialogContentProps['onCloseAutoFocus'];
}

/**
 * Find: one field that searches orders, customers and products at once, from any screen, and
 * lists a few of each (only the kinds the role may read; products every role may), each opening
 * its screen. A fresh field each time it opens.
 */
export function FindDialog({ open, onOpenChange, onChoose, onCloseAutoFocus }: FindDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={intl.formatMessage({ id: 'admin.find.title' })}
        width="36rem"
        closeLabel={intl.formatMessage({ id: 'admin.find.close' })}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <FindBox onChoose={onChoose} />
      </DialogContent>
    </Dialog>
  );
}
