import { CountLink, type CountLinkProps } from '../internal/CountLink';
import { HeartIcon } from '../internal/icons';
import { useUiMessages } from '../i18n/useUiMessages';

/**
 * Props of {@link WishlistButton}: `count` is how many products are on the wishlist, `link` the
 * app's router link to it (`<Link to="/wishlist" />`), `label` the name the count is appended to
 * (default 'Wishlist': "Wishlist, 3 items").
 */
export type WishlistButtonProps = CountLinkProps;

/**
 * The header's heart linking to the wishlist, with a badge of how many products are on it: the
 * cart button's twin (one CountLink), so the two sit side by side alike.
 */
export function WishlistButton({ label: labelProp, ...props }: WishlistButtonProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.wishlistButton.label');
  return <CountLink label={label} icon={<HeartIcon size={22} />} {...props} />;
}
