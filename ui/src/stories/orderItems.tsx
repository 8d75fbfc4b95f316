import { LineItem, LineItemList } from '../line-item/LineItem';
import { serumImage, shampooImage } from './fixtures';

/** The items of order BLM-482913 as My Orders lists them: the LineItem and OrderCard stories. */
export const orderItems = (
  <LineItemList aria-label="Items in order BLM-482913">
    <LineItem
      variant="compact"
      name="Rose Glow Vitamin C Serum"
      imageUrl={serumImage}
      href="#/selectedItem/1"
      quantity={1}
      total={1199}
    />
    <LineItem
      variant="compact"
      name="Argan Repair Shampoo"
      imageUrl={shampooImage}
      href="#/selectedItem/3"
      quantity={2}
      total={1298}
    />
  </LineItemList>
);
