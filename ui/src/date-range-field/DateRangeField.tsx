import { useEffect, useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { FilterFieldset } from '../facet-group/FacetGroup';
import { FieldError } from '../form-message/FormMessage';
import styles from './DateRangeField.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** A range of days as `YYYY-MM-DD` strings (what a date input holds); a missing end is open. */
export type DateRangeValue = {
  /** The first day, included. */
  from?: string;
  /** The last day, included. */
  to?: string;
};

/** Props of {@link DateRangeField}. */
export type DateRangeFieldProps = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onChange' | 'defaultValue'
> & {
  /** The group's legend, naming both fields. @default 'Date' */
  legend?: string;
  /** The range (controlled). */
  value?: DateRangeValue;
  /** The range at first (uncontrolled). */
  defaultValue?: DateRangeValue;
  /**
   * Called with the range whenever a day changes (an emptied field is `undefined`), and
   * whether it is the right way round.
   */
  onValueChange?: (value: DateRangeValue, valid: boolean) => void;
  /** Name of the first field in the form's data. @default 'from' */
  fromName?: string;
  /** Name of the last field in the form's data. @default 'to' */
  toName?: string;
  /** Label of the first field. @default 'From' */
  fromLabel?: string;
  /** Label of the last field. @default 'To' */
  toLabel?: string;
  /** The earliest day that can be chosen (`YYYY-MM-DD`). */
  min?: string;
  /** The latest day that can be chosen (`YYYY-MM-DD`), e.g. today. */
  max?: string;
  /** Said under the fields while the first day is after the last. @default 'The start date must be on or before the end date.' */
  invalidMessage?: string;
};

const clean = (text: string) => (text === '' ? undefined : text);

/** Whether a range is the right way round (an open end always is). */
export function isDateRangeValid({ from, to }: DateRangeValue): boolean {
  // YYYY-MM-DD strings sort as the days they name.
  return from === undefined || to === undefined || from <= to;
}

/**
 * Two native date inputs under one legend, for a list's date filter ("Placed" from … to …):
 * keyboard and screen-reader friendly, with the platform's own picker, sent as `from` and `to`
 * by a form. A first day after the last is said under the fields (announced politely), marks
 * both invalid and holds a form back, until fixed.
 */
export function DateRangeField({
  legend: legendProp,
  value,
  defaultValue,
  onValueChange,
  fromName = 'from',
  toName = 'to',
  fromLabel: fromLabelProp,
  toLabel: toLabelProp,
  min,
  max,
  invalidMessage: invalidMessageProp,
  className,
  ...props
}: DateRangeFieldProps) {
  const t = useUiMessages();
  const legend = legendProp ?? t('ui.dateRangeField.legend');
  const fromLabel = fromLabelProp ?? t('ui.dateRangeField.from');
  const toLabel = toLabelProp ?? t('ui.dateRangeField.to');
  const invalidMessage = invalidMessageProp ?? t('ui.dateRangeField.invalid');
  const id = useId();
  const errorId = `${id}-error`;
  const toField = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState<DateRangeValue>(defaultValue ?? {});
  const range = value ?? ownValue;
  const invalid = !isDateRangeValid(range);

  // The browser holds the form back while the range is upside down (not when noValidate).
  useEffect(() => {
    toField.current?.setCustomValidity(invalid ? invalidMessage : '');
  }, [invalid, invalidMessage]);

  const change = (end: keyof DateRangeValue, text: string) => {
    const next = { ...range, [end]: clean(text) };
    setOwnValue(next);
    onValueChange?.(next, isDateRangeValid(next));
  };

  const field = (end: keyof DateRangeValue, label: string, name: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${end}`}>
        {label}
      </label>
      <input
        ref={end === 'to' ? toField : undefined}
        id={`${id}-${end}`}
        className={styles.input}
        type="date"
        name={name}
        // The picker offers only days that keep the range the right way round.
        min={end === 'to' ? (range.from ?? min) : min}
        max={end === 'from' ? (range.to ?? max) : max}
        value={range[end] ?? ''}
        onChange={(event) => change(end, event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
    </div>
  );

  return (
    <FilterFieldset legend={legend} className={className} {...props}>
      <div className={styles.fields}>
        {field('from', fromLabel, fromName)}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {field('to', toLabel, toName)}
      </div>
      {/* Always rendered, so the message is announced when it appears. */}
      <div role="status">{invalid && <FieldError id={errorId}>{invalidMessage}</FieldError>}</div>
    </FilterFieldset>
  );
}
