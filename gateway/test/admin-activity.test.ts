/**
 * Every change made through the staff API is in the activity log: each mutation of
 * gateway/admin.graphql (the list is read from the schema, so a new mutation without a case here
 * fails) is called for real at /admin/graphql, as the seeded owner unless the mutation acts on
 * the caller's own account, and each leaves exactly one new entry in the admin `activity` query
 * naming the signed-in member, the action and a recent time. The api's every-change test does the
 * same for its REST routes; this one proves the gateway adds no change of its own, and loses none.
 * And the shop's schema offers a staff session nothing to call as staff.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { codesOf, Shopper, signedUpShopper } from './support/gateway.ts';
import { seededStaff, signedInStaff, signInMutation, staffBrowser } from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

const mutationFields = (file: string) =>
  Object.keys(
    (
      buildSchema(readFileSync(new URL(file, import.meta.url), 'utf8')).getType(
        'Mutation',
      ) as GraphQLObjectType
    ).getFields(),
  );

/** One call to make, by whom, and whose name its entry should carry. */
interface Case {
  query: string;
  variables?: Record<string, unknown>;
  /** Who calls; the seeded owner unless said. */
  as?: Shopper;
  /** The staff id the entry must name: the caller's, or read from the answer. */
  actor?: string | ((data: Record<string, unknown>) => string);
}

/**
 * Mutations that change none of the shop's data, and why: neither writes an activity entry, and
 * the test checks that they leave none.
 */
const notChanges: Record<string, string> = {
  signIn: 'starts a staff session: a session is bookkeeping, not a change to the shop',
  signOut: 'ends the staff session: nothing of the shop changes',
};

let owner: Shopper;
let ownerId: string;

const tag = () => randomUUID().slice(0, 8);

/** The code an authenticator app holding `secret` shows now, or `stepsAhead` steps later. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** Runs `query` as `browser` and expects an answer without errors. */
async function ok<T = Record<string, unknown>>(
  browser: Shopper,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const reply = await browser.gql<T>(query, variables);
  expect(reply.errors, query).toBeUndefined();
  return reply.data as T;
}

/** The token of the newest invitation link mailed to `email` (read from the api's outbox). */
async function invitationToken(email: string): Promise<string> {
  const outbox = join(stack.api.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort();
    for (const file of files.reverse()) {
      const mail = (await readFile(join(outbox, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=');
      const token = mail.includes(email) ? /accept-invite\?token=([\w-]+)/.exec(mail)?.[1] : null;
      if (token) return token;
    }
    // The mail is written before the api answers; this only covers a slow disk.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

const inviteMutation = `mutation ($input: InviteStaffInput!) {
  inviteStaff(input: $input) { invitation { id } }
}`;

/** An invitation sent by the owner to a new address: its email and id. */
async function invited(role: 'SUPPORT' | 'MANAGER'): Promise<{ email: string; id: string }> {
  const email = `helper.${tag()}@example.com`;
  const data = await ok<{ inviteStaff: { invitation: { id: string } } }>(owner, inviteMutation, {
    input: { email, role },
  });
  return { email, id: data.inviteStaff.invitation.id };
}

const acceptMutation = `mutation ($input: AcceptInvitationInput!) {
  acceptInvitation(input: $input) { staff { id } }
}`;

/** A new staff member of `role` (invited and joined), signed in in their own browser. */
async function newMember(role: 'SUPPORT' | 'MANAGER'): Promise<{ id: string; browser: Shopper }> {
  const { email } = await invited(role);
  const password = 'a fine long password';
  const joined = await ok<{ acceptInvitation: { staff: { id: string } } }>(
    staffBrowser(stack.gateway.url),
    acceptMutation,
    { input: { token: await invitationToken(email), name: 'New Helper', password } },
  );
  const browser = staffBrowser(stack.gateway.url);
  await ok(browser, signInMutation, { input: { email, password } });
  return { id: joined.acceptInvitation.staff.id, browser };
}

/** A member of the staff signed in with two-factor started: them and the secret. */
async function enrolling(): Promise<{ id: string; browser: Shopper; secret: string }> {
  const member = await newMember('SUPPORT');
  const started = await ok<{ startTwoFactorEnrolment: { secret: string } }>(
    member.browser,
    'mutation { startTwoFactorEnrolment { secret } }',
  );
  return { ...member, secret: started.startTwoFactorEnrolment.secret };
}

/** A shopper's pending order: its id and version. */
async function placedOrder(): Promise<{ id: string; version: number }> {
  const shopper = await signedUpShopper(stack.gateway.url);
  const listing = await ok<{
    products: { items: { id: string; currentPrice: number; stock: number }[] };
  }>(shopper, '{ products(category: SKINCARE) { items { id currentPrice stock } } }');
  const product = listing.products.items.find((item) => item.stock > 5);
  if (!product) throw new Error('no skincare product in stock');
  const placed = await ok<{ placeOrder: { id: string } }>(
    shopper,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
    {
      input: {
        idempotencyKey: randomUUID(),
        name: 'Noor Shah',
        phone: '03001112233',
        address: '7 Jasmine Road, Clifton',
        items: [{ productId: product.id, quantity: 1 }],
        totalAmount: product.currentPrice,
      },
    },
  );
  const seen = await ok<{ order: { version: number } }>(
    owner,
    'query ($id: ID!) { order(id: $id) { version } }',
    { id: placed.placeOrder.id },
  );
  return { id: placed.placeOrder.id, version: seen.order.version };
}

/** A new contact message's id. */
async function contactMessage(): Promise<string> {
  const email = `writer.${tag()}@example.com`;
  await ok(
    new Shopper(stack.gateway.url),
    'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { message } }',
    {
      input: { name: 'Hina Malik', email, phone: '03001234567', message: 'Where is my parcel?' },
    },
  );
  const inbox = await ok<{ messages: { items: { id: string; email: string }[] } }>(
    owner,
    '{ messages(page: 1) { items { id email } } }',
  );
  const found = inbox.messages.items.find((item) => item.email === email);
  if (!found) throw new Error(`the inbox has no message from ${email}`);
  return found.id;
}

const productInput = () => ({
  name: `Logged ${tag()} Serum`,
  description: 'Brightens.',
  category: 'SKINCARE',
  subCategory: 'Serum',
  price: 1500,
  salePrice: null,
  ingredients: ['Aqua', 'Glycerin'],
  skinTypes: ['OILY'],
  image: { file: 'aloe-cooling-gel-moisturiser.svg', alt: 'A serum bottle' },
});

/** A new product's id, version and input. */
async function createdProduct() {
  const input = productInput();
  const data = await ok<{ createProduct: { id: string; version: number } }>(
    owner,
    'mutation ($input: ProductInput!) { createProduct(input: $input, stock: 12) { id version } }',
    { input },
  );
  return { ...data.createProduct, input };
}

const couponInput = () => ({ code: `LOG${tag()}`.toUpperCase(), kind: 'PERCENT', value: 10 });

/** A new coupon's id, version and input. */
async function createdCoupon() {
  const input = couponInput();
  const data = await ok<{ createCoupon: { id: string; version: number } }>(
    owner,
    'mutation ($input: CouponInput!) { createCoupon(input: $input) { id version } }',
    { input },
  );
  return { ...data.createCoupon, input };
}

/** A shopper's new review's id. */
async function review(): Promise<string> {
  const { id: productId } = await createdProduct();
  const shopper = await signedUpShopper(stack.gateway.url);
  const written = await ok<{ createReview: { review: { id: string } } }>(
    shopper,
    'mutation ($input: CreateReviewInput!) { createReview(input: $input) { review { id } } }',
    { input: { productId, rating: 2, text: 'Buy it at example.com' } },
  );
  return written.createReview.review.id;
}

/** Every state-changing mutation of the staff schema, with what it needs made first. */
const cases: Record<string, () => Promise<Case>> = {
  startTwoFactorEnrolment: async () => {
    // Two-factor is the caller's own: a new member's, so the owner's sign-in stays as seeded.
    const member = await newMember('SUPPORT');
    return {
      query: 'mutation { startTwoFactorEnrolment { secret } }',
      as: member.browser,
      actor: member.id,
    };
  },
  setMyLocale: async () => {
    // The caller's own language: a new member's, so the owner's account stays as seeded.
    const member = await newMember('SUPPORT');
    return {
      query: 'mutation { setMyLocale(locale: UR) { locale } }',
      as: member.browser,
      actor: member.id,
    };
  },
  confirmTwoFactor: async () => {
    const member = await enrolling();
    return {
      query: 'mutation ($code: String!) { confirmTwoFactor(code: $code) { recoveryCodes } }',
      variables: { code: codeFor(member.secret) },
      as: member.browser,
      actor: member.id,
    };
  },
  disableTwoFactor: async () => {
    const member = await enrolling();
    await ok(
      member.browser,
      'mutation ($code: String!) { confirmTwoFactor(code: $code) { recoveryCodes } }',
      { code: codeFor(member.secret) },
    );
    return {
      query: 'mutation ($code: String!) { disableTwoFactor(code: $code) { id } }',
      // The next step's code: confirming used this one.
      variables: { code: codeFor(member.secret, 1) },
      as: member.browser,
      actor: member.id,
    };
  },
  inviteStaff: async () => ({
    query: inviteMutation,
    // As owner: the confirmed grant is one change, one entry.
    variables: {
      input: {
        email: `future.owner.${tag()}@example.com`,
        role: 'OWNER',
        password: seededStaff.owner.password,
      },
    },
  }),
  acceptInvitation: async () => {
    const { email } = await invited('SUPPORT');
    return {
      query: acceptMutation,
      variables: {
        input: {
          token: await invitationToken(email),
          name: 'Joining Helper',
          password: 'a fine long password',
        },
      },
      // Nobody is signed in: the entry names the member the invitation made.
      as: staffBrowser(stack.gateway.url),
      actor: (data) =>
        (data as { acceptInvitation: { staff: { id: string } } }).acceptInvitation.staff.id,
    };
  },
  revokeInvitation: async () => ({
    query: 'mutation ($id: ID!) { revokeInvitation(id: $id) { message } }',
    variables: { id: (await invited('SUPPORT')).id },
  }),
  changeStaffRole: async () => ({
    query: 'mutation ($input: ChangeStaffRoleInput!) { changeStaffRole(input: $input) { id } }',
    variables: { input: { id: (await newMember('SUPPORT')).id, role: 'MANAGER' } },
  }),
  deactivateStaff: async () => ({
    query: 'mutation ($id: ID!) { deactivateStaff(id: $id) { id } }',
    variables: { id: (await newMember('SUPPORT')).id },
  }),
  reactivateStaff: async () => {
    const { id } = await newMember('SUPPORT');
    await ok(owner, 'mutation ($id: ID!) { deactivateStaff(id: $id) { id } }', { id });
    return { query: 'mutation ($id: ID!) { reactivateStaff(id: $id) { id } }', variables: { id } };
  },
  setOrderStatus: async () => {
    const order = await placedOrder();
    return {
      query: 'mutation ($input: SetOrderStatusInput!) { setOrderStatus(input: $input) { id } }',
      variables: { input: { id: order.id, status: 'DISPATCHED', version: order.version } },
    };
  },
  recordOrderPayment: async () => {
    const order = await placedOrder();
    await ok(
      owner,
      'mutation ($input: SetOrderStatusInput!) { setOrderStatus(input: $input) { id } }',
      { input: { id: order.id, status: 'DISPATCHED', version: order.version } },
    );
    return {
      query:
        'mutation ($input: RecordOrderPaymentInput!) { recordOrderPayment(input: $input) { id } }',
      variables: {
        input: { id: order.id, version: order.version + 1, collected: 100, refunded: 0 },
      },
    };
  },
  addOrderNote: async () => ({
    query: 'mutation ($input: AddOrderNoteInput!) { addOrderNote(input: $input) { id } }',
    variables: { input: { id: (await placedOrder()).id, text: 'Called the shopper.' } },
  }),
  markOrdersDispatched: async () => ({
    query:
      'mutation ($input: MarkOrdersDispatchedInput!) { markOrdersDispatched(input: $input) { dispatched } }',
    variables: { input: { ids: [(await placedOrder()).id] } },
  }),
  sendCustomerPasswordReset: async () => {
    const shopper = await signedUpShopper(stack.gateway.url);
    const me = await ok<{ me: { email: string } }>(shopper, '{ me { email } }');
    const found = await ok<{ customers: { items: { id: string }[] } }>(
      owner,
      'query ($search: String) { customers(search: $search) { items { id } } }',
      { search: me.me.email },
    );
    return {
      query: 'mutation ($id: ID!) { sendCustomerPasswordReset(id: $id) { message } }',
      variables: { id: found.customers.items[0]?.id },
    };
  },
  assignMessage: async () => ({
    query: 'mutation ($input: AssignMessageInput!) { assignMessage(input: $input) { id } }',
    variables: { input: { id: await contactMessage(), staffId: ownerId } },
  }),
  replyToMessage: async () => ({
    query: 'mutation ($input: ReplyToMessageInput!) { replyToMessage(input: $input) { id } }',
    variables: { input: { id: await contactMessage(), text: 'It left us on Monday.' } },
  }),
  setMessageHandled: async () => ({
    query: 'mutation ($input: SetMessageHandledInput!) { setMessageHandled(input: $input) { id } }',
    variables: { input: { id: await contactMessage(), handled: true } },
  }),
  createProduct: async () => ({
    query: 'mutation ($input: ProductInput!) { createProduct(input: $input, stock: 3) { id } }',
    variables: { input: productInput() },
  }),
  updateProduct: async () => {
    const product = await createdProduct();
    return {
      query:
        'mutation ($id: ID!, $version: Int!, $input: ProductInput!) { updateProduct(id: $id, version: $version, input: $input) { id } }',
      variables: {
        id: product.id,
        version: product.version,
        input: { ...product.input, price: 1750 },
      },
    };
  },
  setProductsPublished: async () => ({
    query:
      'mutation ($input: SetProductsPublishedInput!) { setProductsPublished(input: $input) { id } }',
    variables: { input: { ids: [(await createdProduct()).id], published: false } },
  }),
  adjustStock: async () => ({
    query: 'mutation ($input: AdjustStockInput!) { adjustStock(input: $input) { id } }',
    variables: { input: { id: (await createdProduct()).id, reason: 'RECEIVED', quantity: 20 } },
  }),
  updateProductTranslation: async () => ({
    query:
      'mutation ($input: UpdateProductTranslationInput!) { updateProductTranslation(input: $input) { id } }',
    variables: {
      input: {
        productId: (await createdProduct()).id,
        locale: 'UR',
        name: 'سیرم',
        expectedVersion: 0,
      },
    },
  }),
  importCatalogue: async () => ({
    query: 'mutation ($input: ImportCatalogueInput!) { importCatalogue(input: $input) { dryRun } }',
    variables: {
      input: {
        dryRun: false,
        json: JSON.stringify({
          products: [
            {
              name: `Imported ${tag()} Mist`,
              category: 'Body Care',
              price: 650,
              stock: 4,
              image: 'rose-water-toner.svg',
            },
          ],
        }),
      },
    },
  }),
  createCoupon: async () => ({
    query: 'mutation ($input: CouponInput!) { createCoupon(input: $input) { id } }',
    variables: { input: couponInput() },
  }),
  updateCoupon: async () => {
    const coupon = await createdCoupon();
    return {
      query:
        'mutation ($id: ID!, $version: Int!, $input: CouponInput!) { updateCoupon(id: $id, version: $version, input: $input) { id } }',
      variables: { id: coupon.id, version: coupon.version, input: { ...coupon.input, value: 15 } },
    };
  },
  deactivateCoupon: async () => {
    const coupon = await createdCoupon();
    return {
      query:
        'mutation ($id: ID!, $version: Int) { deactivateCoupon(id: $id, version: $version) { id } }',
      variables: { id: coupon.id, version: coupon.version },
    };
  },
  hideReview: async () => ({
    query: 'mutation ($input: HideReviewInput!) { hideReview(input: $input) { id } }',
    variables: { input: { id: await review(), reason: 'SPAM', note: 'Links to a shop' } },
  }),
  restoreReview: async () => {
    const id = await review();
    await ok(owner, 'mutation ($input: HideReviewInput!) { hideReview(input: $input) { id } }', {
      input: { id, reason: 'SPAM' },
    });
    return { query: 'mutation ($id: ID!) { restoreReview(id: $id) { id } }', variables: { id } };
  },
};

interface Entry {
  id: string;
  at: string;
  action: string;
  staff: { id: string } | null;
}

/** The log's first page (newest first) and its total, read as the owner reads it. */
async function activity(): Promise<{ total: number; items: Entry[] }> {
  const data = await ok<{ activity: { total: number; items: Entry[] } }>(
    owner,
    '{ activity(page: 1) { total items { id at action staff { id } } } }',
  );
  return data.activity;
}

/** The entries `run` added to the log. */
async function entriesDuring(run: () => Promise<unknown>): Promise<Entry[]> {
  const before = await activity();
  const seen = new Set(before.items.map((entry) => entry.id));
  await run();
  const after = await activity();
  const added = after.items.filter((entry) => !seen.has(entry.id));
  // A count that moved past the first page would hide entries: say so rather than miss them.
  expect(after.total - before.total).toBe(added.length);
  return added;
}

beforeAll(async () => {
  owner = await signedInStaff(stack.gateway.url, 'owner');
  ownerId = (await ok<{ me: { id: string } }>(owner, '{ me { id } }')).me.id;
});

describe('the activity log, through the staff API', () => {
  const mutations = mutationFields('../admin.graphql');

  it('has a case here, or a reason, for every mutation of the staff schema', () => {
    expect(mutations.length).toBeGreaterThan(25);
    expect(mutations.filter((field) => !(field in cases) && !(field in notChanges))).toEqual([]);
    // Nothing listed here that the schema no longer has.
    expect(
      [...Object.keys(cases), ...Object.keys(notChanges)].filter(
        (field) => !mutations.includes(field),
      ),
    ).toEqual([]);
  });

  it('gets exactly one entry naming who, what and when from each state-changing mutation', async () => {
    const problems: string[] = [];
    for (const field of mutations.filter((name) => name in cases)) {
      const made = await cases[field]!();
      let data: Record<string, unknown> = {};
      const added = await entriesDuring(async () => {
        const reply = await (made.as ?? owner).gql(made.query, made.variables);
        if (reply.errors) problems.push(`${field}: ${JSON.stringify(reply.errors)}`);
        data = reply.data ?? {};
      });
      const actor = typeof made.actor === 'function' ? made.actor(data) : (made.actor ?? ownerId);
      const [entry] = added;
      const recent = entry && Math.abs(Date.now() - Date.parse(entry.at)) < 60_000;
      if (
        added.length !== 1 ||
        entry?.staff?.id !== actor ||
        !/^[a-z_]+\.[a-z_]+$/.test(entry.action) ||
        !recent
      ) {
        problems.push(`${field}: ${JSON.stringify(added)} (expected one entry by ${actor})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gets no entry from signing in and out, which change nothing of the shop', async () => {
    const browser = staffBrowser(stack.gateway.url);
    const added = await entriesDuring(async () => {
      await ok(browser, signInMutation, { input: seededStaff.support });
      await ok(browser, 'mutation { signOut { message } }');
    });
    expect(added).toEqual([]);
  });
});

describe('the shop schema, for a staff session', () => {
  it('offers no mutation of the staff schema, and the staff cookie opens nothing there', async () => {
    const shop = mutationFields('../schema.graphql');
    expect(shop.filter((field) => mutationFields('../admin.graphql').includes(field))).toEqual([]);

    const browser = staffBrowser(stack.gateway.url);
    const signIn = await browser.post({
      query: signInMutation,
      variables: { input: seededStaff.owner },
    });
    // The browser sends the staff cookie to /admin only.
    expect(signIn.headers.getSetCookie().join('\n')).toMatch(/bloom_staff=[^;]+;.*Path=\/admin\b/i);

    // Even sent to the shop's /graphql by hand, it is no session there: a guest's answers.
    const order = await placedOrder();
    browser.endpoint = '/graphql';
    const me = await browser.gql<{ me: unknown }>('{ me { __typename } }');
    expect(me.data?.me).toBeNull();
    const cancel = await browser.gql(
      'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { id } }',
      { input: { orderId: order.id } },
    );
    expect(codesOf(cancel)).toEqual(['UNAUTHENTICATED']);
    const status = await ok<{ order: { status: string } }>(
      owner,
      'query ($id: ID!) { order(id: $id) { status } }',
      { id: order.id },
    );
    expect(status.order.status).toBe('PENDING');
  });
});
