/**
 * The few line icons the library needs, drawn inline so nothing loads from the network.
 * Decorative by default (aria-hidden); the control around them carries the accessible name.
 */
import type { ReactNode, SVGProps } from 'react';
import { cx } from './cx';
import styles from './icons.module.css';

/** Props of every icon: plain SVG props; size in px (width and height). */
export type IconProps = SVGProps<SVGSVGElement> & {
  /** Width and height in px. @default 20 */
  size?: number;
};

/**
 * One icon component. `directional` icons point along the line of text (a chevron to the next
 * page, an arrow into a door) and mirror in a right-to-left page.
 */
function icon(paths: ReactNode, displayName: string, directional = false) {
  /**
   * A line icon in the text's colour (`currentColor`), hidden from screen readers. Put it inside
   * a control that carries the name (`IconButton`, `Button`); on its own it says nothing.
   */
  function Icon({ size = 20, className, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={cx(directional && styles.mirrored, className) || undefined}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Shopping bag. */
export const BagIcon = icon(
  <>
    <path d="M6 7h12l1 13H5L6 7Z" />
    <path d="M9 7V6a3 3 0 0 1 6 0v1" />
  </>,
  'BagIcon',
);
/** Person outline. */
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
/** Minus sign. */
export const MinusIcon = icon(<path d="M5 12h14" />, 'MinusIcon');
/** Plus sign. */
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
/** Chevron pointing back (left; right in a right-to-left page). */
export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />, 'ChevronLeftIcon', true);
/** Chevron pointing forward (right; left in a right-to-left page). */
export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />, 'ChevronRightIcon', true);
/** Chevron pointing down. */
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
/** Arrow pointing up. */
export const ArrowUpIcon = icon(<path d="M12 19V5M5 12l7-7 7 7" />, 'ArrowUpIcon');
/** Arrow pointing down. */
export const ArrowDownIcon = icon(<path d="M12 5v14M19 12l-7 7-7-7" />, 'ArrowDownIcon');
/** Cross. */
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />, 'CloseIcon');
/** Three lines (menu toggle). */
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
/** Check mark. */
export const CheckIcon = icon(<path d="m5 12 5 5L20 7" />, 'CheckIcon');
/** Exclamation in a circle. */
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </>,
  'AlertIcon',
);
/** Information "i" in a circle. */
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
  'InfoIcon',
);
/** Trash can. */
export const TrashIcon = icon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </>,
  'TrashIcon',
);
/** Log-in arrow (into the door at the inline end; mirrored in a right-to-left page). */
export const LoginIcon = icon(
  <>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    <path d="m10 17 5-5-5-5M15 12H3" />
  </>,
  'LoginIcon',
  true,
);
/** Search lens. */
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  'SearchIcon',
);
// One outline for both hearts, so the filled one covers the outline exactly.
const heart =
  'M12 21s-8.5-5.2-8.5-11.5A4.75 4.75 0 0 1 12 6.7a4.75 4.75 0 0 1 8.5 2.8C20.5 15.8 12 21 12 21Z';
/** Heart outline (not on the wishlist). */
export const HeartIcon = icon(<path d={heart} />, 'HeartIcon');
/** Filled heart (on the wishlist). */
export const HeartFilledIcon = icon(<path fill="currentColor" d={heart} />, 'HeartFilledIcon');
/** Three sliders (filters). */
export const FilterIcon = icon(
  <>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
  'FilterIcon',
);
/** A check in a circle (a verified buyer). */
export const VerifiedIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16 9.8" />
  </>,
  'VerifiedIcon',
);
/** A framed picture (a photo to choose or upload). */
export const ImageIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
  'ImageIcon',
);
