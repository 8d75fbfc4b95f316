import { island } from '../islands/island.tsx';
import { SiteMenu } from './SiteMenu.tsx';

/** The header (promo banner, menu, search, wishlist, cart, account) as an island. */
export default island('layout/SiteMenu', SiteMenu);
