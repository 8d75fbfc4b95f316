/**
 * Every screen's query of the back office, sent as the admin app sends it (its own generated
 * documents, admin/src/__generated__/graphql.ts, every field they ask for), against the real
 * gateway and api with real rows in each list: an order, a customer, contact messages, a
 * product, a coupon, a review, staff and an invitation, activity and the dashboard. An empty or
 * mocked list cannot show that a non-null field has nothing behind it; the inbox could not (its
 * `excerpt` had no resolver, and the first message broke the screen for every role).
 */
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeOrderAs, Shopper, signedUpShopper, type GraphQLReply } from './support/gateway.ts';
import { signedInStaff, type seededStaff } from './support/staff.ts';
import { useStack } from './support/stack.ts';

/** The admin app's documents, by export name (`AdminOrdersDocument`...); codegen writes them. */
const adminDocuments = (await import(
  /* The gateway's own tsconfig stops at gateway/; the module is read as the app bundles it. */
  new URL('../../admin/src/__generated__/graphql.ts', import.meta.url).href
)) as Record<string, unknown>;

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

const operationOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );

/** The app's query documents, by operation name (`AdminOrders`...). */
const appQueries = new Map(
  Object.values(adminDocuments)
    .filter(isDocument)
    .flatMap((document) => {
      const operation = operationOf(document);
      return operation?.operation === 'query' && operation.name
        ? [[operation.name.value, document] as const]
        : [];
    }),
);

/** The app's document named `name` (a query or a mutation). */
function appDocument(name: string): DocumentNode {
  const found = Object.values(adminDocuments)
    .filter(isDocument)
    .find((document) => operationOf(document)?.name?.value === name);
  if (!found) throw new Error(`the admin app has no operation ${name}`);
  return found;
}

type Role = keyof typeof seededStaff;

const stack = useStack();
const browsers = new Map<Role, Shopper>();

/** The seeded member of `role`, signed in once for the file. */
async function staffOf(role: Role): Promise<Shopper> {
  const known = browsers.get(role);
  if (known) return known;
  const browser = await signedInStaff(stack.gateway.url, role);
  browsers.set(role, browser);
  return browser;
}

/** Runs the app's operation `name` as `role` and expects an answer without errors. */
async function asApp<T = Record<string, unknown>>(
  role: Role,
  name: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const browser = await staffOf(role);
  const reply: GraphQLReply<T> = await browser.gql<T>(print(appDocument(name)), variables);
  expect(reply.errors, `${name} as ${role}`).toBeUndefined();
  expect(reply.data, `${name} as ${role}`).toBeTruthy();
  return reply.data as T;
}

interface Rows {
  orderId: string;
  shopperEmail: string;
  customerId: string;
  messageEmail: string;
  messageId: string;
  productId: string;
  productName: string;
  couponId: string;
  reviewId: string;
  invitedEmail: string;
}

let rows: Rows;

/** One of each kind of row, made the way shoppers and staff make them. */
async function makeRows(): Promise<Rows> {
  const shopper = await signedUpShopper(stack.gateway.url);
  const { orderId } = await placeOrderAs(shopper);
  const me = await shopper.gql<{ me: { email: string } }>('{ me { email } }');
  const shopperEmail = me.data?.me.email ?? '';

  const messageEmail = `zainab.${Date.now()}@example.com`;
  const sent = await new Shopper(stack.gateway.url).gql(
    'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { message } }',
    {
      input: {
        name: 'Zainab Qureshi',
        email: messageEmail,
        phone: '03451234567',
        message: 'Do you deliver to Quetta?\nI could not find it on the delivery page.',
      },
    },
  );
  expect(sent.errors).toBeUndefined();

  const productName = `Saffron Night Cream ${Date.now()}`;
  const product = await (
    await staffOf('manager')
  ).gql<{ createProduct: { id: string } }>(
    'mutation ($input: ProductInput!, $stock: Int) { createProduct(input: $input, stock: $stock) { id } }',
    {
      input: {
        name: productName,
        description: 'A rich cream for the night.',
        category: 'SKINCARE',
        subCategory: 'Moisturiser',
        price: 1850,
        salePrice: null,
        ingredients: ['Aqua', 'Shea Butter', 'Saffron Extract'],
        skinTypes: ['DRY'],
        image: { file: 'aloe-cooling-gel-moisturiser.svg', alt: 'A jar of cream' },
      },
      stock: 8,
    },
  );
  expect(product.errors).toBeUndefined();
  const productId = product.data?.createProduct.id ?? '';

  const coupon = await (
    await staffOf('manager')
  ).gql<{ createCoupon: { id: string } }>(
    'mutation ($input: CouponInput!) { createCoupon(input: $input) { id } }',
    { input: { code: `LISTS${Date.now() % 100000}`, kind: 'PERCENT', value: 10 } },
  );
  expect(coupon.errors).toBeUndefined();

  const review = await shopper.gql<{ createReview: { review: { id: string } } }>(
    'mutation ($input: CreateReviewInput!) { createReview(input: $input) { review { id } } }',
    { input: { productId, rating: 4, text: 'Soft skin by morning.', skinType: 'DRY' } },
  );
  expect(review.errors).toBeUndefined();

  const invitedEmail = `new.helper.${Date.now()}@example.com`;
  const invited = await (
    await staffOf('owner')
  ).gql('mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { message } }', {
    input: { email: invitedEmail, role: 'SUPPORT' },
  });
  expect(invited.errors).toBeUndefined();

  const customers = await asApp<{ customers: { items: { id: string }[] } }>(
    'owner',
    'AdminCustomers',
    { filter: { search: shopperEmail }, page: 1 },
  );
  const inbox = await asApp<{ messages: { items: { id: string; email: string }[] } }>(
    'owner',
    'AdminMessages',
    { page: 1 },
  );
  return {
    orderId,
    shopperEmail,
    customerId: customers.customers.items[0]?.id ?? '',
    messageEmail,
    messageId: inbox.messages.items.find((item) => item.email === messageEmail)?.id ?? '',
    productId,
    productName,
    couponId: coupon.data?.createCoupon.id ?? '',
    reviewId: review.data?.createReview.review.id ?? '',
    invitedEmail,
  };
}

beforeAll(async () => {
  rows = await makeRows();
});

const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Each app query: who runs it, with what, and what shows the new row is in the answer. */
const screens: Record<
  string,
  { role: Role; variables: () => Record<string, unknown>; check: (data: never) => void }
> = {
  Me: {
    role: 'support',
    variables: () => ({}),
    check: (data: { me: { email: string } }) =>
      expect(data.me.email).toBe('support@bloom.example.com'),
  },
  AdminDashboard: {
    role: 'manager',
    variables: () => ({}),
    check: (data: { dashboard: { todayOrders: number; newMessages: number } }) => {
      expect(data.dashboard.todayOrders).toBeGreaterThanOrEqual(1);
      expect(data.dashboard.newMessages).toBeGreaterThanOrEqual(1);
    },
  },
  AdminOrders: {
    role: 'support',
    variables: () => ({ filter: {}, page: 1 }),
    check: (data: { orders: { items: { id: string }[] } }) =>
      expect(idsOf(data.orders.items)).toContain(rows.orderId),
  },
  AdminOrder: {
    role: 'support',
    variables: () => ({ id: rows.orderId }),
    check: (data: { order: { id: string; email: string } }) =>
      expect(data.order).toMatchObject({ id: rows.orderId, email: rows.shopperEmail }),
  },
  AdminOrderPage: {
    role: 'support',
    variables: () => ({ id: rows.orderId }),
    check: (data: {
      order: {
        id: string;
        returnReason: string | null;
        lines: { line: number; returnedQuantity: number }[];
        payment: { collected: number; refunded: number };
      };
    }) => {
      // A fresh Pending order: nothing came back, nothing collected yet.
      expect(data.order).toMatchObject({
        id: rows.orderId,
        returnReason: null,
        payment: { collected: 0, refunded: 0 },
      });
      expect(data.order.lines.map((line) => line.returnedQuantity)).toEqual(
        data.order.lines.map(() => 0),
      );
    },
  },
  AdminCustomers: {
    role: 'support',
    variables: () => ({
      filter: { search: rows.shopperEmail, hasOrders: true },
      sort: 'ORDERS',
      page: 1,
    }),
    check: (data: {
      customers: { items: { email: string; orderCount: number; verifiedBuyer: boolean }[] };
    }) =>
      expect(data.customers.items).toEqual([
        expect.objectContaining({ email: rows.shopperEmail, orderCount: 1, verifiedBuyer: false }),
      ]),
  },
  AdminCustomer: {
    role: 'support',
    variables: () => ({ id: rows.customerId }),
    check: (data: { customer: { orders: { id: string }[]; reviews: { id: string }[] } }) => {
      expect(idsOf(data.customer.orders)).toEqual([rows.orderId]);
      expect(idsOf(data.customer.reviews)).toEqual([rows.reviewId]);
    },
  },
  AdminMessages: {
    role: 'support',
    variables: () => ({ page: 1 }),
    check: (data: { messages: { items: { email: string; excerpt: string }[] } }) =>
      expect(data.messages.items).toContainEqual(
        expect.objectContaining({ email: rows.messageEmail, excerpt: 'Do you deliver to Quetta?' }),
      ),
  },
  AdminMessage: {
    role: 'support',
    variables: () => ({ id: rows.messageId }),
    check: (data: { message: { email: string; body: string } }) =>
      expect(data.message.body).toBe(
        'Do you deliver to Quetta?\nI could not find it on the delivery page.',
      ),
  },
  AdminProducts: {
    role: 'manager',
    variables: () => ({ filter: { search: rows.productName }, page: 1 }),
    check: (data: { products: { items: { id: string }[] } }) =>
      expect(idsOf(data.products.items)).toEqual([rows.productId]),
  },
  AdminProduct: {
    role: 'manager',
    variables: () => ({ id: rows.productId }),
    check: (data: { product: { name: string } }) =>
      expect(data.product.name).toBe(rows.productName),
  },
  ProductChoices: {
    role: 'manager',
    variables: () => ({ page: 1 }),
    check: (data: { products: { items: { id: string }[] } }) =>
      expect(data.products.items.length).toBeGreaterThan(0),
  },
  AdminCoupons: {
    role: 'manager',
    variables: () => ({ filter: {}, page: 1 }),
    check: (data: { coupons: { items: { id: string }[] } }) =>
      expect(idsOf(data.coupons.items)).toContain(rows.couponId),
  },
  AdminCoupon: {
    role: 'manager',
    variables: () => ({ id: rows.couponId }),
    check: (data: { coupon: { id: string } }) => expect(data.coupon.id).toBe(rows.couponId),
  },
  AdminReviews: {
    role: 'support',
    variables: () => ({ filter: { productId: rows.productId }, page: 1 }),
    check: (data: { reviews: { items: { id: string }[] } }) =>
      expect(idsOf(data.reviews.items)).toEqual([rows.reviewId]),
  },
  AdminStaff: {
    role: 'owner',
    variables: () => ({}),
    check: (data: { staffMembers: { email: string }[]; staffInvitations: { email: string }[] }) => {
      expect(data.staffMembers.map((member) => member.email)).toEqual(
        expect.arrayContaining(['staff@bloom.example.com', 'support@bloom.example.com']),
      );
      expect(data.staffInvitations.map((invitation) => invitation.email)).toContain(
        rows.invitedEmail,
      );
    },
  },
  AdminFind: {
    role: 'support',
    variables: () => ({ search: rows.shopperEmail, orders: true, customers: true }),
    check: (data: {
      orders: { total: number; items: { id: string; status: string }[] };
      customers: { items: { id: string; email: string }[] };
      products: { items: { id: string }[] };
    }) => {
      expect(data.orders.items).toEqual([expect.objectContaining({ id: rows.orderId })]);
      expect(data.customers.items).toEqual([
        expect.objectContaining({ id: rows.customerId, email: rows.shopperEmail }),
      ]);
      expect(data.products.items).toEqual([]);
    },
  },
  AdminActivity: {
    role: 'owner',
    variables: () => ({ filter: {}, page: 1 }),
    check: (data: { activity: { items: { entityId: string }[] } }) =>
      expect(data.activity.items.map((entry) => entry.entityId)).toEqual(
        expect.arrayContaining([rows.productId, rows.couponId]),
      ),
  },
};

describe("the admin app's queries, over real rows", () => {
  it('are every query the app sends (a new screen is added here too)', () => {
    expect([...appQueries.keys()].sort()).toEqual(Object.keys(screens).sort());
  });

  it.each(Object.entries(screens))(
    '%s answers every field the app asks for',
    async (name, screen) => {
      const data = await asApp<never>(screen.role, name, screen.variables());
      screen.check(data);
    },
  );
});

describe('Find (AdminFind), over real rows', () => {
  it('finds an order by its number and a product by its name, for any role', async () => {
    const byNumber = await asApp<{ orders: { items: { id: string }[] } }>('support', 'AdminFind', {
      search: rows.orderId,
      orders: true,
      customers: true,
    });
    expect(idsOf(byNumber.orders.items)).toEqual([rows.orderId]);

    const byName = await asApp<{ products: { items: { id: string; name: string }[] } }>(
      'support',
      'AdminFind',
      { search: rows.productName, orders: true, customers: true },
    );
    expect(byName.products.items).toEqual([
      expect.objectContaining({ id: rows.productId, name: rows.productName }),
    ]);
  });

  it('asks nothing of what the app leaves out (a role without customers:read)', async () => {
    const data = await asApp<Record<string, unknown>>('support', 'AdminFind', {
      search: rows.shopperEmail,
      orders: true,
      customers: false,
    });
    expect(Object.keys(data).sort()).toEqual(['orders', 'products']);
  });
});

interface InboxRow {
  id: string;
  name: string;
  email: string;
  excerpt: string;
  state: string;
  assignee: { name: string } | null;
}

interface MessageTimeline {
  message: {
    assignee: { name: string } | null;
    timeline: {
      kind: string;
      assigneeName: string | null;
      text: string | null;
      by: { name: string } | null;
    }[];
  };
  assignableStaff: { id: string; name: string }[];
}

describe('the inbox, with messages in it, for each role', () => {
  it.each(['owner', 'manager', 'support'] as const)(
    '%s sees the seeded messages with their first lines, and the answered one with its reply',
    async (role) => {
      const inbox = await asApp<{ messages: { total: number; items: InboxRow[] } }>(
        role,
        'AdminMessages',
        { page: 1 },
      );
      const byEmail = new Map(inbox.messages.items.map((row) => [row.email, row]));
      expect(byEmail.get('bilal.ahmed@example.com')).toMatchObject({
        excerpt: 'My order has not arrived yet.',
        state: 'NEW',
      });
      const answered = byEmail.get('hira.baig@example.com');
      expect(answered).toMatchObject({
        excerpt: 'Is the Rose Water Toner safe for sensitive skin?',
        state: 'HANDLED',
        assignee: { name: 'Bloom Support' },
      });

      const page = await asApp<MessageTimeline>(role, 'AdminMessage', { id: answered?.id });
      // The facts the app says each entry from (its sentences are the catalogue's).
      const support = { name: 'Bloom Support' };
      expect(
        page.message.timeline.map(({ kind, assigneeName, by }) => ({
          kind,
          assigneeName,
          by: by && { name: by.name },
        })),
      ).toEqual([
        { kind: 'RECEIVED', assigneeName: null, by: null },
        { kind: 'ASSIGNED', assigneeName: 'Bloom Support', by: support },
        { kind: 'REPLIED', assigneeName: null, by: support },
        { kind: 'HANDLED', assigneeName: null, by: support },
      ]);
      expect(page.message.timeline[2]?.text).toMatch(/^Hello Hira, /);
    },
  );

  it.each(['owner', 'manager', 'support'] as const)(
    '%s assigns a message to themselves and replies: the timeline names them and keeps the reply',
    async (role) => {
      const page = await asApp<MessageTimeline>(role, 'AdminMessage', { id: rows.messageId });
      const me = await asApp<{ me: { id: string; name: string } }>(role, 'Me');
      const assigned = await asApp<{ assignMessage: MessageTimeline['message'] }>(
        role,
        'AssignMessage',
        { input: { id: rows.messageId, staffId: me.me.id } },
      );
      expect(page.assignableStaff.map((member) => member.id)).toContain(me.me.id);
      expect(assigned.assignMessage.assignee?.name).toBe(me.me.name);
      expect(assigned.assignMessage.timeline.at(-1)).toMatchObject({
        kind: 'ASSIGNED',
        assigneeName: me.me.name,
        by: { name: me.me.name },
      });

      const text = `We do, ${role} writes: Quetta is 4 to 6 working days away.`;
      const replied = await asApp<{ replyToMessage: MessageTimeline['message'] }>(
        role,
        'ReplyToMessage',
        { input: { id: rows.messageId, text } },
      );
      expect(replied.replyToMessage.timeline.at(-1)).toMatchObject({ kind: 'REPLIED', text });
    },
  );
});
