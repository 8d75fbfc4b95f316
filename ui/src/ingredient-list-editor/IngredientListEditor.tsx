import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/Button';
import { useUiMessages } from '../i18n/useUiMessages';
import { Field } from '../field/Field';
import { FormFieldset } from '../field/FormFieldset';
import { IconButton } from '../icon-button/IconButton';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../internal/icons';
import hidden from '../internal/visually-hidden.module.css';
import styles from './IngredientListEditor.module.css';

/** Props of {@link IngredientListEditor}. */
export type IngredientListEditorProps = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onChange' | 'defaultValue'
> & {
  /** The group's legend. @default 'Ingredients (INCI)' */
  legend?: ReactNode;
  /** The INCI names in label order, highest concentration first. */
  value: readonly string[];
  /** Called with the whole new list after each add, removal or move. */
  onChange: (value: string[]) => void;
  /** Help under the legend, read with the group ("As printed on the pack, in that order."). */
  hint?: ReactNode;
  /** Error about the whole list (from the server); marks the group invalid and is read with it. */
  error?: ReactNode;
  /** Label of the field that adds an ingredient. @default 'Ingredient' */
  inputLabel?: string;
  /** Text of the button that adds the typed ingredient. @default 'Add' */
  addLabel?: string;
  /** Shown in place of the list while it is empty. @default 'No ingredients yet.' */
  emptyLabel?: ReactNode;
};

/** Which of an item's buttons (or the add field) gets focus after a change. */
type FocusTarget = { key: string; control: 'up' | 'down' | 'remove' } | 'input';

/** Stable keys for the items, even if the list from the server repeats a name. */
function itemKeys(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    return count === 0 ? name : `${name}\u0000${count}`;
  });
}

/**
 * Edits a product's ingredient list (INCI names), whose order matters: it is the label's, highest
 * concentration first. Type a name and press Enter (or Add) to put it at the end; each item has
 * buttons to move it up or down ("Move Aqua up") and to remove it. Every change is announced
 * politely ("Aqua moved to position 2 of 5") and focus stays on the button that was pressed, so a
 * keyboard or screen-reader user can keep moving the same item. Controlled: the app holds the list.
 */
export function IngredientListEditor({
  legend: legendProp,
  value,
  onChange,
  hint,
  error,
  inputLabel: inputLabelProp,
  addLabel: addLabelProp,
  emptyLabel: emptyLabelProp,
  className,
  ...props
}: IngredientListEditorProps) {
  const t = useUiMessages();
  const legend = legendProp ?? t('ui.ingredientListEditor.legend');
  const inputLabel = inputLabelProp ?? t('ui.ingredientListEditor.input');
  const addLabel = addLabelProp ?? t('ui.ingredientListEditor.add');
  const emptyLabel = emptyLabelProp ?? t('ui.ingredientListEditor.empty');
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLFieldSetElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusAfterChange = useRef<FocusTarget>(undefined);
  const keys = itemKeys(value);

  // React moves the items' elements when the order changes, and a moved element loses focus:
  // give it back to the same control of the same item once the new list is drawn.
  useEffect(() => {
    const target = focusAfterChange.current;
    focusAfterChange.current = undefined;
    if (target === undefined) return;
    if (target === 'input') {
      input.current?.focus();
      return;
    }
    const item = Array.from(root.current?.querySelectorAll('li') ?? []).find(
      (each) => each.dataset.key === target.key,
    );
    item?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`)?.focus();
  }, [value]);

  const change = (next: string[], message: string, focus: FocusTarget) => {
    focusAfterChange.current = focus;
    setAnnouncement(message);
    onChange(next);
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    [next[index], next[to]] = [next[to]!, next[index]!];
    change(
      next,
      t('ui.ingredientListEditor.moved', {
        name: value[index]!,
        position: to + 1,
        count: value.length,
      }),
      {
        key: keys[index]!,
        control: by < 0 ? 'up' : 'down',
      },
    );
  };

  const remove = (index: number) => {
    const next = value.filter((_, each) => each !== index);
    const nextKeys = itemKeys(next);
    // The item that takes its place, else the one before, else the field to add another.
    const neighbour = nextKeys[index] ?? nextKeys[index - 1];
    change(
      next,
      t('ui.ingredientListEditor.removed', { name: value[index]!, left: next.length }),
      neighbour === undefined ? 'input' : { key: neighbour, control: 'remove' },
    );
  };

  const add = () => {
    const name = draft.trim().replace(/\s+/g, ' ');
    if (name === '') {
      setDraftError(t('ui.ingredientListEditor.required'));
      return;
    }
    const lower = name.toLocaleLowerCase('en');
    if (value.some((each) => each.toLocaleLowerCase('en') === lower)) {
      setDraftError(t('ui.ingredientListEditor.duplicate', { name }));
      return;
    }
    setDraft('');
    setDraftError(undefined);
    change(
      [...value, name],
      t('ui.ingredientListEditor.added', {
        name,
        position: value.length + 1,
        count: value.length + 1,
      }),
      'input',
    );
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the ingredient; it must not submit the product form around it.
    event.preventDefault();
    add();
  };

  const item = (name: string, index: number) => {
    const first = index === 0;
    const last = index === value.length - 1;
    return (
      <li key={keys[index]} className={styles.item} data-key={keys[index]}>
        <span className={styles.position} aria-hidden="true">
          {index + 1}
        </span>
        <span className={styles.name}>{name}</span>
        <span className={styles.controls}>
          {/* aria-disabled, not disabled, at the ends: the button keeps focus after a move. */}
          <IconButton
            className={styles.control}
            data-control="up"
            aria-label={t('ui.ingredientListEditor.moveUp', { name })}
            aria-disabled={first || undefined}
            onClick={() => move(index, -1)}
          >
            <ArrowUpIcon size={18} />
          </IconButton>
          <IconButton
            className={styles.control}
            data-control="down"
            aria-label={t('ui.ingredientListEditor.moveDown', { name })}
            aria-disabled={last || undefined}
            onClick={() => move(index, 1)}
          >
            <ArrowDownIcon size={18} />
          </IconButton>
          <IconButton
            className={styles.control}
            data-control="remove"
            aria-label={t('ui.ingredientListEditor.remove', { name })}
            onClick={() => remove(index)}
          >
            <TrashIcon size={18} />
          </IconButton>
        </span>
      </li>
    );
  };

  const addField = (
    <>
      <Field label={inputLabel} error={draftError}>
        {(control) => (
          <div className={styles.addRow}>
            <input
              {...control}
              ref={input}
              type="text"
              autoComplete="off"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setDraftError(undefined);
              }}
              onKeyDown={addOnEnter}
            />
            <Button variant="secondary" onClick={add}>
              {addLabel}
            </Button>
          </div>
        )}
      </Field>
      {/* Always in the page, so each new message is announced. */}
      <div role="status" className={hidden.hidden}>
        {announcement}
      </div>
    </>
  );

  return (
    <FormFieldset
      ref={root}
      legend={legend}
      hint={hint}
      error={error}
      className={className}
      after={addField}
      {...props}
    >
      {value.length > 0 ? (
        <ol className={styles.list}>{value.map(item)}</ol>
      ) : (
        <p className={styles.empty}>{emptyLabel}</p>
      )}
    </FormFieldset>
  );
}
