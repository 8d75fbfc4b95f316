import { useId, type ComponentPropsWithRef } from 'react';
import { useUiMessages } from '../i18n/useUiMessages';
import { cx } from '../internal/cx';
import styles from './MiniBarChart.module.css';
import hidden from '../internal/visually-hidden.module.css';

/** One bar of a {@link MiniBarChart}. */
export type MiniBarChartDatum = {
  /** What the bar stands for, as people read it ("18 Nov"). */
  label: string;
  /** Its value; negative values are drawn as zero. */
  value: number;
};

/** Props of {@link MiniBarChart}. */
export type MiniBarChartProps = Omit<ComponentPropsWithRef<'figure'>, 'children' | 'title'> & {
  /** What the series is ("Orders, last 14 days"): the caption of the chart and of its table. */
  title: string;
  /** Draws the title for screen readers only, when a heading beside it says the same. @default false */
  hideTitle?: boolean;
  /** The bars, in the order drawn (oldest first for days). */
  data: readonly MiniBarChartDatum[];
  /** Heading of the table's label column. @default 'Day' */
  categoryLabel?: string;
  /** Heading of the table's value column. @default 'Value' */
  valueLabel?: string;
  /** Writes a value for people. @default en-IN grouping, e.g. "1,250" */
  formatValue?: (value: number) => string;
  /**
   * What the chart shows, said in place of the picture.
   * @default the total, the highest bar and the last one, e.g. "Orders, last 14 days: 38 in total; highest 7 on 18 Nov; latest 2 on 24 Nov."
   */
  summary?: string;
};

const defaultFormat = new Intl.NumberFormat('en-IN');

// Drawing units: each bar takes a slot of 10 with a gap of 3; the height is 40.
const SLOT = 10;
const GAP = 3;
const HEIGHT = 40;

/** The default spoken summary of a series. */
function summarise(
  t: ReturnType<typeof useUiMessages>,
  title: string,
  data: readonly MiniBarChartDatum[],
  format: (value: number) => string,
) {
  if (data.length === 0) return t('ui.miniBarChart.noData', { title });
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  const highest = data.reduce((best, datum) => (datum.value > best.value ? datum : best));
  const latest = data[data.length - 1]!;
  return t('ui.miniBarChart.summary', {
    title,
    total: format(total),
    highest: format(highest.value),
    highestLabel: highest.label,
    latest: format(latest.value),
    latestLabel: latest.label,
  });
}

/**
 * A small bar chart of one series (a dashboard's orders per day for 14 days), drawn as SVG with
 * no chart library. Screen readers hear a summary in place of the picture (`role="img"`) and
 * can read every value in a table that is not drawn. For trends at a glance; a report that
 * people compare values in wants a real table.
 */
export function MiniBarChart({
  title,
  hideTitle = false,
  data,
  categoryLabel: categoryLabelProp,
  valueLabel: valueLabelProp,
  formatValue = (value) => defaultFormat.format(value),
  summary,
  className,
  ...props
}: MiniBarChartProps) {
  const t = useUiMessages();
  const categoryLabel = categoryLabelProp ?? t('ui.miniBarChart.category');
  const valueLabel = valueLabelProp ?? t('ui.miniBarChart.value');
  const titleId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const width = Math.max(1, data.length * SLOT - GAP);
  return (
    // Named through aria-labelledby too: not every browser names a figure by its figcaption.
    <figure className={cx(styles.root, className)} aria-labelledby={titleId} {...props}>
      <figcaption id={titleId} className={hideTitle ? hidden.hidden : styles.title}>
        {title}
      </figcaption>
      <svg
        className={styles.chart}
        role="img"
        aria-label={summary ?? summarise(t, title, data, formatValue)}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        // Bars stretch with the box; nothing drawn here has a shape that stretching would spoil.
        preserveAspectRatio="none"
      >
        {data.map((datum, index) => {
          const barHeight = (Math.max(0, datum.value) / max) * HEIGHT;
          return (
            <rect
              key={`${datum.label}-${index}`}
              className={styles.bar}
              data-last={index === data.length - 1 || undefined}
              x={index * SLOT}
              y={HEIGHT - barHeight}
              width={SLOT - GAP}
              height={barHeight}
            />
          );
        })}
        <line className={styles.baseline} x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} />
      </svg>
      {data.length > 0 && (
        <div className={styles.axis} aria-hidden="true">
          <span>{data[0]!.label}</span>
          <span>{data[data.length - 1]!.label}</span>
        </div>
      )}
      <table className={hidden.hidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum, index) => (
            <tr key={`${datum.label}-${index}`}>
              <th scope="row">{datum.label}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
