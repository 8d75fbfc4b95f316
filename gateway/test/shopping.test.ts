/**
 * Checkout and reviews through the real gateway and a real api: coupons, orders (with the
 * idempotency key), the owner's cancelling, and reviews, with their error codes.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  codesOf,
  Shopper,
  signedUpShopper,
  startGateway,
  type RunningGateway,
} from './support/gateway.ts';
import { useStack } from './support/stack.ts';
import { moveOrderAsStaff } from './support/staff.ts';

const stack = useStack();

interface CatalogItem {
  id: string;
  name: string;
  category: string;
  currentPrice: number;
  stock: number;
}

/** A new shopper, signed up and logged in (through `via`, the file's gateway by default). */
const loggedInShopper = (via: RunningGateway = stack.gateway) => signedUpShopper(via.url);

/** In-stock products of a category, from the listing. */
/** A product of `category` with more than 5 in stock; the test stops here if the seed has none. */
async function productInStock(category: string): Promise<CatalogItem> {
  const reply = await new Shopper(stack.gateway.url).gql<{ products: { items: CatalogItem[] } }>(
    'query ($category: Category) { products(category: $category) { items { id name category currentPrice stock } } }',
    { category },
  );
  const product = reply.data?.products.items.find((item) => item.stock > 5);
  if (!product) throw new Error(`no ${category} product in stock`);
  return product;
}

const cents = (rupees: number) => Math.round(rupees * 100);

const placeOrder = `mutation ($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    id status totalAmount subtotal discount
    coupon { code discountAmount }
    items { productId name unitPrice quantity lineTotal imageUrl product { id name } }
  }
}`;

interface PlacedOrder {
  id: string;
  status: string;
  totalAmount: number;
  subtotal: number;
  discount: number;
  coupon: { code: string; discountAmount: number } | null;
  items: Array<{
    productId: string;
    name: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
    product: { id: string } | null;
  }>;
}

/** An order input for two units of `product`, priced as the shopper saw it. */
function orderFor(product: CatalogItem, extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    name: 'Noor Shah',
    phone: '03001112233',
    address: '7 Jasmine Road, Clifton',
    items: [{ productId: product.id, quantity: 2 }],
    totalAmount: cents(product.currentPrice * 2) / 100,
    ...extra,
  };
}

describe('verifyCoupon', () => {
  const verify = `mutation ($input: VerifyCouponInput!) {
    verifyCoupon(input: $input) { valid message code discount discountType discountAmount }
  }`;

  it('prices a valid coupon against the cart', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('SKINCARE');
    const reply = await shopper.gql<{ verifyCoupon: Record<string, unknown> }>(verify, {
      input: {
        code: 'welcome10',
        categories: ['SKINCARE'],
        items: [{ productId: product.id, quantity: 2 }],
      },
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.verifyCoupon).toMatchObject({
      valid: true,
      code: 'WELCOME10',
      discount: 10,
      discountType: 'PERCENT',
    });
    expect(cents(reply.data?.verifyCoupon['discountAmount'] as number)).toBe(
      Math.round(cents(product.currentPrice * 2) / 10),
    );
  });

  it('answers valid: false with the reason for a coupon that does not apply', async () => {
    const shopper = await loggedInShopper();
    const notForHair = await shopper.gql<{ verifyCoupon: { valid: boolean; message: string } }>(
      verify,
      {
        input: { code: 'SKIN20', categories: ['HAIRCARE'] },
      },
    );
    expect(notForHair.errors).toBeUndefined();
    expect(notForHair.data?.verifyCoupon.valid).toBe(false);
    expect(notForHair.data?.verifyCoupon.message.length).toBeGreaterThan(0);

    const expired = await shopper.gql<{ verifyCoupon: { valid: boolean; message: string } }>(
      verify,
      {
        input: { code: 'SUMMER25', categories: ['SKINCARE'] },
      },
    );
    expect(expired.data?.verifyCoupon).toMatchObject({
      valid: false,
      message: expect.stringMatching(/expired/i),
    });

    const unknown = await shopper.gql<{ verifyCoupon: { valid: boolean } }>(verify, {
      input: { code: 'NO-SUCH-CODE', categories: ['SKINCARE'] },
    });
    expect(unknown.data?.verifyCoupon.valid).toBe(false);
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const reply = await new Shopper(stack.gateway.url).gql(verify, {
      input: { code: 'WELCOME10', categories: [] },
    });
    expect(codesOf(reply)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('placeOrder and myOrders', () => {
  it('places an order priced by the shop, and a retry with the same key returns the same order', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('HAIRCARE');
    const input = orderFor(product);

    const first = await shopper.gql<{ placeOrder: PlacedOrder }>(placeOrder, { input });
    expect(first.errors).toBeUndefined();
    // The order is the answer: no sentence of the api's to match on.
    expect(first.text).not.toMatch(/Succcessfully/);
    const order = first.data?.placeOrder;
    expect(order?.id).toMatch(/^BLM-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(order).toMatchObject({
      status: 'PENDING',
      totalAmount: input.totalAmount,
      discount: 0,
      coupon: null,
    });
    expect(order?.items).toEqual([
      {
        productId: product.id,
        name: product.name,
        unitPrice: product.currentPrice,
        quantity: 2,
        lineTotal: input.totalAmount,
        imageUrl: expect.stringMatching(/^\/images\//),
        product: { id: product.id, name: product.name },
      },
    ]);

    const retry = await shopper.gql<{ placeOrder: PlacedOrder }>(placeOrder, { input });
    expect(retry.errors).toBeUndefined();
    expect(retry.data?.placeOrder.id).toBe(order?.id);

    const mine = await shopper.gql<{ myOrders: Array<{ id: string; status: string }> }>(
      '{ myOrders { id status } }',
    );
    expect(mine.data?.myOrders).toEqual([{ id: order?.id, status: 'PENDING' }]);
  });

  it('applies a coupon the shop re-validates', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('BODY_CARE');
    const subtotal = cents(product.currentPrice * 2);
    const discount = Math.round(subtotal / 10);
    const reply = await shopper.gql<{ placeOrder: PlacedOrder }>(placeOrder, {
      input: orderFor(product, {
        couponCode: 'WELCOME10',
        totalAmount: (subtotal - discount) / 100,
      }),
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.placeOrder).toMatchObject({
      subtotal: subtotal / 100,
      discount: discount / 100,
      totalAmount: (subtotal - discount) / 100,
      coupon: { code: 'WELCOME10', discountAmount: discount / 100 },
    });
  });

  it('refuses a total the shop no longer agrees with: CONFLICT with the current total', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('COSMETICS');
    const reply = await shopper.gql(placeOrder, { input: orderFor(product, { totalAmount: 1 }) });
    expect(codesOf(reply)).toEqual(['CONFLICT']);
    expect(reply.errors?.[0]?.extensions?.['totalAmount']).toBe(
      cents(product.currentPrice * 2) / 100,
    );
    expect(reply.errors?.[0]?.message).toMatch(/total/i);
  });

  it('refuses an empty cart with BAD_USER_INPUT', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('SKINCARE');
    const reply = await shopper.gql(placeOrder, { input: orderFor(product, { items: [] }) });
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses guests with UNAUTHENTICATED', async () => {
    const guest = new Shopper(stack.gateway.url);
    const product = await productInStock('SKINCARE');
    expect(codesOf(await guest.gql(placeOrder, { input: orderFor(product) }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(codesOf(await guest.gql('{ myOrders { id } }'))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('cancelOrder', () => {
  const cancel = `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { id status } }`;

  /** A shopper with one fresh order. */
  async function shopperWithOrder() {
    const shopper = await loggedInShopper();
    const product = await productInStock('SKINCARE');
    const reply = await shopper.gql<{ placeOrder: PlacedOrder }>(placeOrder, {
      input: orderFor(product),
    });
    const orderId = reply.data?.placeOrder.id;
    if (!orderId) throw new Error(`order not placed: ${reply.text}`);
    return { shopper, orderId };
  }

  it('lets the owner cancel a pending order', async () => {
    const { shopper, orderId } = await shopperWithOrder();
    const reply = await shopper.gql<{ cancelOrder: { id: string; status: string } }>(cancel, {
      input: { orderId },
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.cancelOrder).toEqual({ id: orderId, status: 'CANCELLED' });
    expect(reply.text).not.toMatch(/Order Data Updated/);
  });

  it('answers someone else’s order exactly as a missing one (NOT_FOUND, the same sentence)', async () => {
    const { orderId } = await shopperWithOrder();
    const stranger = await loggedInShopper();
    const someoneElses = await stranger.gql(cancel, { input: { orderId } });
    const missing = await stranger.gql(cancel, { input: { orderId: 'BLM-7KQ2M9XH4T' } });
    expect(someoneElses.errors).toEqual(missing.errors);
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
  });

  it('answers NOT_FOUND for an order that does not exist', async () => {
    const shopper = await loggedInShopper();
    expect(codesOf(await shopper.gql(cancel, { input: { orderId: 'BLM-000000' } }))).toEqual([
      'NOT_FOUND',
    ]);
  });

  it('once the shop has dispatched an order in the back office, its owner can no longer cancel it (CONFLICT)', async () => {
    const { shopper, orderId } = await shopperWithOrder();
    await moveOrderAsStaff(stack.gateway.url, orderId, ['DISPATCHED']);
    const late = await shopper.gql(cancel, { input: { orderId } });
    expect(codesOf(late)).toEqual(['CONFLICT']);
  });
});

describe('REST calls of a write', () => {
  beforeEach(() => {
    stack.gateway.restCalls.length = 0;
  });

  it('places an order with one REST call: the api knows the shopper from the cookie', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('SKINCARE');
    stack.gateway.restCalls.length = 0;
    const reply = await shopper.gql<{ placeOrder: { id: string } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
      { input: orderFor(product) },
    );
    expect(reply.errors).toBeUndefined();
    expect(stack.gateway.restCalls).toEqual(['POST /api/orders/createOrder']);
  });

  it('verifies a coupon and lists orders with one REST call each', async () => {
    const shopper = await loggedInShopper();
    stack.gateway.restCalls.length = 0;
    await shopper.gql(
      'mutation ($input: VerifyCouponInput!) { verifyCoupon(input: $input) { valid } }',
      { input: { code: 'WELCOME10', categories: ['SKINCARE'] } },
    );
    await shopper.gql('{ myOrders { id } }');
    expect(stack.gateway.restCalls).toEqual([
      'POST /api/coupons/verifyCouponAtCheckout',
      'POST /api/orders/getAllOrdersForUser',
    ]);
  });

  it('lets the api refuse a guest: its 401 is UNAUTHENTICATED, after one REST call', async () => {
    const product = await productInStock('SKINCARE');
    stack.gateway.restCalls.length = 0;
    const reply = await new Shopper(stack.gateway.url).gql(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
      { input: orderFor(product) },
    );
    expect(codesOf(reply)).toEqual(['UNAUTHENTICATED']);
    expect(reply.errors?.[0]?.message.length).toBeGreaterThan(0);
    expect(stack.gateway.restCalls).toEqual(['POST /api/orders/createOrder']);
  });
});

describe('idempotency keys', () => {
  it.each([
    ['control characters', 'key\u0000\r\nX-Injected: 1'],
    ['a space', 'two words'],
    ['nothing at all', ''],
    ['more than 200 characters', 'k'.repeat(201)],
    ['a character outside ASCII', 'clé-1'],
  ])(
    'refuses a key with %s as BAD_USER_INPUT with a sentence, and places nothing',
    async (_, idempotencyKey) => {
      const shopper = await loggedInShopper();
      const product = await productInStock('SKINCARE');
      stack.gateway.restCalls.length = 0;
      const reply = await shopper.gql(placeOrder, { input: orderFor(product, { idempotencyKey }) });
      expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
      expect(reply.errors?.[0]?.message).toMatch(/^idempotencyKey must be 1 to 200 visible/);
      expect(stack.gateway.restCalls).toEqual([]);
      const mine = await shopper.gql<{ myOrders: unknown[] }>('{ myOrders { id } }');
      expect(mine.data?.myOrders).toEqual([]);
    },
  );
});

describe('the same idempotency key with a different order', () => {
  it('names the order the key placed (extensions.orderId), and places nothing more', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('BODY_CARE');
    const input = orderFor(product);
    const first = await shopper.gql<{ placeOrder: PlacedOrder }>(placeOrder, { input });
    const placed = first.data?.placeOrder.id;
    expect(placed).toMatch(/^BLM-[0-9A-HJKMNP-TV-Z]{10}$/);

    // The cart changed (one unit fewer) before the retry, which kept its key.
    const changed = {
      ...input,
      items: [{ productId: product.id, quantity: 1 }],
      totalAmount: product.currentPrice,
    };
    const reply = await shopper.gql(placeOrder, { input: changed });
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
    expect(reply.errors?.[0]?.extensions?.['orderId']).toBe(placed);
    expect(reply.errors?.[0]?.message).toMatch(/Idempotency-Key was used with a different order/);
    const mine = await shopper.gql<{ myOrders: Array<{ id: string }> }>('{ myOrders { id } }');
    expect(mine.data?.myOrders.map((order) => order.id)).toEqual([placed]);
  });
});

describe('a retry after the gateway gave up waiting for placeOrder', () => {
  it('returns the order the api committed meanwhile, and only that one exists', async () => {
    // A slow link in front of the real api: the first createOrder reaches the api (which commits
    // the order), and its reply is held until the gateway has given up and hung up.
    let apiAnswered!: (status: number) => void;
    const heldReply = new Promise<number>((resolve) => (apiAnswered = resolve));
    let held = false;
    const slowLink = createServer((incoming, outgoing) => {
      const hold = !held && incoming.url === '/api/orders/createOrder';
      if (hold) held = true;
      const forwarded = httpRequest(
        stack.api.url + (incoming.url ?? '/'),
        { method: incoming.method, headers: incoming.headers },
        (reply) => {
          if (hold) {
            reply.resume();
            reply.once('end', () => apiAnswered(reply.statusCode ?? 0));
            return;
          }
          outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => slowLink.listen(0, '127.0.0.1', resolve));
    const linkUrl = `http://127.0.0.1:${(slowLink.address() as AddressInfo).port}`;
    const impatient = await startGateway({ apiUrl: linkUrl, apiWriteTimeoutMs: 1500 });
    try {
      const shopper = await loggedInShopper(impatient);
      const product = await productInStock('BODY_CARE');
      const input = orderFor(product);

      const first = await shopper.gql(placeOrder, { input });
      expect(codesOf(first)).toEqual(['SERVICE_UNAVAILABLE']);
      // The api did commit it: its 201 arrived after the gateway had stopped waiting.
      expect(await heldReply).toBe(201);

      const retry = await shopper.gql<{ placeOrder: PlacedOrder }>(placeOrder, { input });
      expect(retry.errors).toBeUndefined();
      const mine = await shopper.gql<{ myOrders: Array<{ id: string }> }>('{ myOrders { id } }');
      expect(mine.data?.myOrders).toEqual([{ id: retry.data?.placeOrder.id }]);
    } finally {
      await impatient.close();
      slowLink.closeAllConnections();
      await new Promise((resolve) => slowLink.close(resolve));
    }
  });
});

describe('reviews', () => {
  const create = `mutation ($input: CreateReviewInput!) {
    createReview(input: $input) { message review { id productId mine authorName rating text } }
  }`;
  const update = `mutation ($input: UpdateReviewInput!) { updateReview(input: $input) { message review { id rating text } } }`;
  const remove = `mutation ($input: DeleteReviewInput!) { deleteReview(input: $input) { message reviewId } }`;
  const productReviews = `query ($id: ID!) { product(id: $id) { reviewCount reviews { id text } } }`;

  it('creates, edits and deletes a review, and the product shows each change', async () => {
    const shopper = await loggedInShopper();
    const me = await shopper.gql<{ me: { id: string; name: string } }>('{ me { id name } }');
    const product = await productInStock('COSMETICS');
    const before = await shopper.gql<{ product: { reviewCount: number } }>(productReviews, {
      id: product.id,
    });
    const count = before.data?.product.reviewCount ?? 0;

    const created = await shopper.gql<{
      createReview: { message: string; review: Record<string, unknown> };
    }>(create, {
      input: { productId: product.id, rating: 4, text: 'Lovely colour, lasts all day.' },
    });
    expect(created.errors).toBeUndefined();
    const review = created.data?.createReview.review;
    expect(review).toMatchObject({
      productId: product.id,
      mine: true,
      authorName: me.data?.me.name,
      rating: 4,
      text: 'Lovely colour, lasts all day.',
    });
    const reviewId = String(review?.['id']);

    const shown = await shopper.gql<{
      product: { reviewCount: number; reviews: Array<{ id: string }> };
    }>(productReviews, {
      id: product.id,
    });
    expect(shown.data?.product.reviewCount).toBe(count + 1);
    expect(shown.data?.product.reviews.map((r) => r.id)).toContain(reviewId);

    const edited = await shopper.gql<{
      updateReview: { review: { rating: number; text: string } };
    }>(update, {
      input: { reviewId, text: 'Lovely colour; needs a touch-up after lunch.' },
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateReview.review).toMatchObject({
      rating: 4,
      text: 'Lovely colour; needs a touch-up after lunch.',
    });

    const deleted = await shopper.gql<{ deleteReview: { reviewId: string } }>(remove, {
      input: { reviewId },
    });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteReview.reviewId).toBe(reviewId);
    expect(codesOf(await shopper.gql(remove, { input: { reviewId } }))).toEqual(['NOT_FOUND']);
  });

  it("says whose review it is only to its author (mine), and never names the author's id", async () => {
    const author = await loggedInShopper();
    const product = await productInStock('SKINCARE');
    const created = await author.gql<{ createReview: { review: { id: string } } }>(create, {
      input: { productId: product.id, rating: 5, text: 'Calms my skin.' },
    });
    const reviewId = created.data?.createReview.review.id;
    const reviews = `query ($id: ID!) { product(id: $id) { reviews { id mine } } }`;
    const mineFor = async (viewer: Shopper) => {
      const reply = await viewer.gql<{ product: { reviews: { id: string; mine: boolean }[] } }>(
        reviews,
        { id: product.id },
      );
      expect(reply.errors).toBeUndefined();
      return reply.data?.product.reviews.find((review) => review.id === reviewId)?.mine;
    };
    expect(await mineFor(author)).toBe(true);
    expect(await mineFor(await loggedInShopper())).toBe(false);
    expect(await mineFor(new Shopper(stack.gateway.url))).toBe(false);

    const authorId = await author.gql(
      `query ($id: ID!) { product(id: $id) { reviews { authorId } } }`,
      {
        id: product.id,
      },
    );
    expect(codesOf(authorId)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    const everything = await new Shopper(stack.gateway.url).gql(
      `query ($id: ID!) { product(id: $id) { reviews { id productId mine authorName rating text createdAt skinType verifiedBuyer } } }`,
      { id: product.id },
    );
    const me = await author.gql<{ me: { id: string } }>('{ me { id } }');
    expect(JSON.stringify(everything.data)).not.toContain(String(me.data?.me.id));
  });

  it('allows one review per shopper and product (CONFLICT)', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('HAIRCARE');
    const input = { productId: product.id, rating: 5, text: 'Great.' };
    expect((await shopper.gql(create, { input })).errors).toBeUndefined();
    expect(codesOf(await shopper.gql(create, { input }))).toEqual(['CONFLICT']);
  });

  it('lets only the author edit a review (FORBIDDEN)', async () => {
    const author = await loggedInShopper();
    const product = await productInStock('BODY_CARE');
    const created = await author.gql<{ createReview: { review: { id: string } } }>(create, {
      input: { productId: product.id, rating: 3, text: 'Fine.' },
    });
    const reviewId = created.data?.createReview.review.id;
    const stranger = await loggedInShopper();
    expect(codesOf(await stranger.gql(update, { input: { reviewId, rating: 1 } }))).toEqual([
      'FORBIDDEN',
    ]);
  });

  it('refuses a rating outside 1 to 5 with BAD_USER_INPUT', async () => {
    const shopper = await loggedInShopper();
    const product = await productInStock('SKINCARE');
    const reply = await shopper.gql(create, {
      input: { productId: product.id, rating: 9, text: 'Wow' },
    });
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
    expect(reply.errors?.[0]?.message).toMatch(/rating/i);
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const product = await productInStock('SKINCARE');
    const reply = await new Shopper(stack.gateway.url).gql(create, {
      input: { productId: product.id, rating: 5, text: 'Hi' },
    });
    expect(codesOf(reply)).toEqual(['UNAUTHENTICATED']);
  });
});
