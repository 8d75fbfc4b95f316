import { island } from '../islands/island.tsx';
import { CartContents } from './CartContents.tsx';

/**
 * /cart's lines, summary and way on (CartContents.tsx), as an island hydrated with the page; only
 * /cart has it, so its words come in the islands' on-demand chunk, not with every page's code.
 */
export default island('cart/CartContents', CartContents, { words: 'on-demand' });
