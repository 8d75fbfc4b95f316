import { useEffect, useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { FilterFieldset } from '../facet-group/FacetGroup';
import { FieldError } from '../form-message/FormMessage';
import styles from './PriceRange.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** A price range in rupees; a missing end is open. */
export type PriceRangeValue = {
  /** Lowest price wanted. */
  min?: number;
  /** Highest price wanted. */
  max?: number;
};

/** Props of {@link PriceRange}. */
export type PriceRangeProps = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onChange' | 'defaultValue'
> & {
  /** The group's legend. @default 'Price' */
  legend?: string;
  /** The catalogue's cheapest and dearest prices, shown as the fields' placeholders. */
  bounds?: { min: number; max: number };
  /** The range (controlled). */
  value?: PriceRangeValue;
  /** The range at first (uncontrolled; what the server renders, e.g. from the address). */
  defaultValue?: PriceRangeValue;
  /** Called with the range as the shopper types (an emptied field is `undefined`). */
  onValueChange?: (value: PriceRangeValue) => void;
  /** Name of the lower field in the form's data. @default 'minPrice' */
  minName?: string;
  /** Name of the upper field in the form's data. @default 'maxPrice' */
  maxName?: string;
  /** Label of the lower field. @default 'Min' */
  minLabel?: string;
  /** Label of the upper field. @default 'Max' */
  maxLabel?: string;
  /** Currency shown before each amount. @default 'Rs.' */
  currency?: string;
  /** Said under the fields while the lower end is above the upper one. */
  invalidMessage?: string;
};

const toText = (amount: number | undefined) => (amount === undefined ? '' : String(amount));
const toAmount = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * Two number fields in rupees for a listing's price filter, named `minPrice` and `maxPrice` so a
 * GET form sends them without JavaScript. With JavaScript, a lower end above the upper one is
 * said under the fields (announced politely) and holds the form back (the upper field reports
 * it as its validity), until fixed.
 */
export function PriceRange({
  legend: legendProp,
  bounds,
  value,
  defaultValue,
  onValueChange,
  minName = 'minPrice',
  maxName = 'maxPrice',
  minLabel: minLabelProp,
  maxLabel: maxLabelProp,
  currency = 'Rs.',
  invalidMessage: invalidMessageProp,
  className,
  ...props
}: PriceRangeProps) {
  const t = useUiMessages();
  const legend = legendProp ?? t('ui.priceRange.legend');
  const minLabel = minLabelProp ?? t('ui.priceRange.min');
  const maxLabel = maxLabelProp ?? t('ui.priceRange.max');
  const invalidMessage = invalidMessageProp ?? t('ui.priceRange.invalid');
  const id = useId();
  const errorId = `${id}-error`;
  const maxField = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState<PriceRangeValue>(defaultValue ?? {});
  const range = value ?? ownValue;
  const invalid = range.min !== undefined && range.max !== undefined && range.min > range.max;

  // The browser holds the form back while the range is upside down (not when noValidate).
  useEffect(() => {
    maxField.current?.setCustomValidity(invalid ? invalidMessage : '');
  }, [invalid, invalidMessage]);

  const change = (end: keyof PriceRangeValue, text: string) => {
    const amount = toAmount(text);
    const next = {
      ...range,
      [end]: amount === undefined || Number.isNaN(amount) ? undefined : amount,
    };
    setOwnValue(next);
    onValueChange?.(next);
  };

  const field = (end: keyof PriceRangeValue, label: string, name: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${end}`}>
        {label}
      </label>
      <span className={styles.amount}>
        <span className={styles.currency} aria-hidden="true">
          {currency}
        </span>
        <input
          ref={end === 'max' ? maxField : undefined}
          id={`${id}-${end}`}
          className={styles.input}
          type="number"
          name={name}
          min={0}
          step={1}
          inputMode="numeric"
          placeholder={bounds ? String(bounds[end]) : undefined}
          value={value ? toText(range[end]) : undefined}
          defaultValue={value ? undefined : toText(defaultValue?.[end])}
          onChange={(event) => change(end, event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
      </span>
    </div>
  );

  return (
    <FilterFieldset legend={legend} className={className} {...props}>
      <div className={styles.fields}>
        {field('min', minLabel, minName)}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {field('max', maxLabel, maxName)}
      </div>
      {/* Always rendered, so the message is announced when it appears. */}
      <div role="status">{invalid && <FieldError id={errorId}>{invalidMessage}</FieldError>}</div>
    </FilterFieldset>
  );
}
