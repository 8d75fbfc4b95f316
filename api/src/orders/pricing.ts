import type { Queryable } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { type ProductRow, productColumns, unitPricePaisa } from '../products/product.ts';

/** A cart line as the client names it: which product and how many. */
export interface CartLine {
  /** Product id. */
  id: string;
  /** Units wanted. */
  quantity: number;
}

/** A cart line priced from the catalogue. */
export interface PricedCartLine {
  /** The catalogue row. */
  product: ProductRow;
  /** Units wanted (duplicates of one product merged). */
  quantity: number;
  /** What one unit costs now, in paisa: sale price when above 0, else the price. */
  unitPricePaisa: number;
  /** unitPricePaisa × quantity. */
  lineTotalPaisa: number;
  /** The product's category. */
  category: string;
}

/** Most paisa an order may total (keeps every sum inside PostgreSQL's integer). */
export const maxOrderPaisa = 1_000_000_000;

/**
 * Prices `lines` from the catalogue, ignoring whatever prices the client sent. Unknown products
 * are a 404; quantities beyond the stock a 409 (the final check happens on decrement).
 */
export async function priceCart(db: Queryable, lines: CartLine[]): Promise<PricedCartLine[]> {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const ids = [...quantities.keys()];
  const found = await db.query<ProductRow>(
    // An unpublished product is no longer sold: it prices as an unknown one (404).
    `SELECT ${productColumns('p')} FROM products p WHERE p.id = ANY($1::uuid[]) AND p.published`,
    [ids],
  );
  const byId = new Map(found.rows.map((row) => [row.id, row]));
  const priced = ids.map((id) => {
    const product = byId.get(id);
    if (!product) throw notFound('An item in your cart is no longer sold. Please remove it.');
    const quantity = quantities.get(id) ?? 0;
    if (quantity > product.stock) {
      throw conflict(
        product.stock === 0
          ? `${product.name} is out of stock.`
          : `Only ${product.stock} of ${product.name} left in stock.`,
        { productId: product.id, stock: product.stock },
      );
    }
    const unit = unitPricePaisa(product);
    return {
      product,
      quantity,
      unitPricePaisa: unit,
      lineTotalPaisa: unit * quantity,
      category: product.category,
    };
  });
  const total = priced.reduce((sum, line) => sum + line.lineTotalPaisa, 0);
  if (total > maxOrderPaisa) throw badRequest('This order is too large to place online.');
  return priced;
}
