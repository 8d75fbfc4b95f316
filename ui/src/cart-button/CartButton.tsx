import { CountLink, type CountLinkProps } from '../internal/CountLink';
import { BagIcon } from '../internal/icons';
import { useUiMessages } from '../i18n/useUiMessages';

/**
 * Props of {@link CartButton}: `count` is the total quantity of items in the cart, `link` the
 * app's router link to the cart (`<Link to="/cart" />`), `label` the name the count is appended
 * to (default 'Cart': "Cart, 3 items").
 */
export type CartButtonProps = CountLinkProps;

/**
 * The header's cart icon with a badge of the total item quantity (SPEC.md §1). Use it once, among
 * the SiteHeader's actions, with the router link as `link`.
 */
export function CartButton({ label: labelProp, ...props }: CartButtonProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.cartButton.label');
  return <CountLink label={label} icon={<BagIcon size={22} />} {...props} />;
}
