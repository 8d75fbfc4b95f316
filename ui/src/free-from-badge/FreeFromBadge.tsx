import type { ComponentPropsWithRef } from 'react';
import { Badge, type BadgeProps } from '../badge/Badge';
import { cx } from '../internal/cx';
import { CheckIcon } from '../internal/icons';
import { freeFromBadgeMessageIds, type FreeFromTag } from './freeFrom';
import styles from './FreeFromBadge.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link FreeFromBadge}. */
export type FreeFromBadgeProps = Omit<BadgeProps, 'children' | 'variant'> & {
  /** The ingredient the product is free from; the badge reads e.g. "Fragrance-free". */
  tag: FreeFromTag;
};

/**
 * One ingredient a product is free from: "Fragrance-free", "Paraben-free". All of a product's are a
 * FreeFromList.
 */
export function FreeFromBadge({ tag, ...props }: FreeFromBadgeProps) {
  const t = useUiMessages();
  return (
    <Badge variant="success" {...props}>
      <CheckIcon size={12} strokeWidth={3} />
      {t(freeFromBadgeMessageIds[tag])}
    </Badge>
  );
}

/** Props of {@link FreeFromList}. */
export type FreeFromListProps = Omit<ComponentPropsWithRef<'ul'>, 'children'> & {
  /** The ingredients the product is free from; nothing is rendered when empty. */
  tags: readonly FreeFromTag[];
  /** Accessible name of the list. @default 'Free from' */
  label?: string;
};

/** A product's free-from badges as a named list, for the product page. */
export function FreeFromList({ tags, label: labelProp, className, ...props }: FreeFromListProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.freeFrom.label');
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cx(styles.list, className)} {...props}>
      {tags.map((tag) => (
        <li key={tag}>
          <FreeFromBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}
