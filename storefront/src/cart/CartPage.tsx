import { useIntl } from 'react-intl';
import { PageTitle } from '../layout/PageTitle.tsx';
import CartContents from './CartContents.island.tsx';

/**
 * /cart: the page's head, and its contents (CartContents.tsx), an island: a guest's /cart is
 * hydrated in islands, its contents with the page, with none of the whole app.
 */
export function CartPage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle page={intl.formatMessage({ id: 'shop.cart.page' })} noindex />
      <CartContents />
    </>
  );
}
