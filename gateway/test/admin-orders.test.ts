/**
 * The day's work through /admin/graphql, against the real gateway and a real api: a shopper's
 * order found, opened, moved along the workflow with optimistic concurrency, noted, dispatched
 * in bulk and exported; customers, contact messages, the activity log and the dashboard.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { codesOf, placeOrderAs, Shopper, signedUpShopper } from './support/gateway.ts';
import { signedInStaff } from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

interface Placed {
  id: string;
  email: string;
  shopper: Shopper;
}

/** A new shopper places an order of two units of an in-stock skincare product. */
async function placedOrder(): Promise<Placed> {
  const shopper = await signedUpShopper(stack.gateway.url);
  const { orderId } = await placeOrderAs(shopper, 2);
  const me = await shopper.gql<{ me: { email: string } }>('{ me { email } }');
  return { id: orderId, email: me.data?.me.email ?? '', shopper };
}

const orderPage = `query ($id: ID!) {
  order(id: $id) {
    id status version allowedStatuses email name phone address subtotal discount totalAmount
    customer { id email }
    lines { name unitPrice quantity lineTotal }
    notes { text author { name } }
    timeline { kind summary from to by { name } }
  }
}`;

interface OrderPage {
  order: {
    id: string;
    status: string;
    version: number;
    allowedStatuses: string[];
    email: string;
    totalAmount: number;
    customer: { id: string; email: string };
    lines: { name: string; unitPrice: number; quantity: number; lineTotal: number }[];
    notes: { text: string; author: { name: string } | null }[];
    timeline: { kind: string; summary: string; from: string | null; to: string | null }[];
  } | null;
}

const setStatus = `mutation ($input: SetOrderStatusInput!) {
  setOrderStatus(input: $input) { id status version }
}`;

let first: Placed;

beforeAll(async () => {
  first = await placedOrder();
});

describe('the orders list', () => {
  it("finds a shopper's order by their email, newest first, and filters by status", async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const found = await owner.gql<{
      orders: {
        total: number;
        page: number;
        pageSize: number;
        items: { id: string; status: string; email: string; version: number }[];
      };
    }>(
      'query ($filter: OrderFilter) { orders(filter: $filter) { total page pageSize items { id status email version } } }',
      {
        filter: { search: first.email },
      },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data?.orders).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(found.data?.orders.items[0]).toMatchObject({
      id: first.id,
      email: first.email,
      status: 'PENDING',
    });

    const delivered = await owner.gql<{ orders: { items: { id: string }[] } }>(
      '{ orders(filter: { status: DELIVERED }) { items { id } } }',
    );
    expect(delivered.data?.orders.items.map((order) => order.id)).not.toContain(first.id);
  });

  it('sorts by a column either way, as the list asks through the address', async () => {
    const shopper = await signedUpShopper(stack.gateway.url);
    const small = (await placeOrderAs(shopper, 1)).orderId;
    const large = (await placeOrderAs(shopper, 3)).orderId;
    const me = await shopper.gql<{ me: { email: string } }>('{ me { email } }');
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const ids = async (sort: string) => {
      const reply = await owner.gql<{ orders: { items: { id: string }[] } }>(
        `query ($filter: OrderFilter) { orders(filter: $filter${sort}) { items { id } } }`,
        { filter: { search: me.data?.me.email } },
      );
      expect(reply.errors).toBeUndefined();
      return reply.data?.orders.items.map((order) => order.id);
    };
    expect(await ids('')).toEqual([large, small]);
    expect(await ids(', sort: TOTAL')).toEqual([small, large]);
    expect(await ids(', sort: TOTAL, direction: DESC')).toEqual([large, small]);
    expect(await ids(', sort: PLACED, direction: ASC')).toEqual([small, large]);
  });

  it('refuses a bad filter with BAD_USER_INPUT', async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const query = 'query ($filter: OrderFilter) { orders(filter: $filter) { total } }';
    const day = await owner.gql(query, { filter: { from: '24/11/2026' } });
    expect(codesOf(day)).toEqual(['BAD_USER_INPUT']);
    const long = await owner.gql(query, { filter: { search: 'x'.repeat(101) } });
    expect(codesOf(long)).toEqual(['BAD_USER_INPUT']);
    expect(long.errors?.[0]?.message).toMatch(/100/);
  });
});

describe('an order page', () => {
  it('shows lines at the prices charged, totals, the customer and a timeline', async () => {
    const support = await signedInStaff(stack.gateway.url, 'support');
    const reply = await support.gql<OrderPage>(orderPage, { id: first.id });
    expect(reply.errors).toBeUndefined();
    const order = reply.data?.order;
    expect(order).toMatchObject({ id: first.id, status: 'PENDING', email: first.email });
    expect(order?.customer.email).toBe(first.email);
    expect(order?.lines[0]?.quantity).toBe(2);
    expect(order?.lines[0]?.lineTotal).toBe(order?.totalAmount);
    expect(order?.allowedStatuses).toEqual(expect.arrayContaining(['DISPATCHED', 'CANCELLED']));
    expect(order?.timeline[0]?.kind).toBe('PLACED');
  });

  it('answers null for an order that does not exist', async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const reply = await owner.gql<OrderPage>(orderPage, { id: 'BLM-000000' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.order).toBeNull();
  });

  it('moves the order to DISPATCHED; a change from the stale version is a CONFLICT that changes nothing', async () => {
    const { id, shopper } = await placedOrder();
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const support = await signedInStaff(stack.gateway.url, 'support');
    const opened = (await owner.gql<OrderPage>(orderPage, { id })).data?.order;
    const version = opened?.version ?? -1;

    const moved = await support.gql<{ setOrderStatus: { status: string; version: number } }>(
      setStatus,
      { input: { id, status: 'DISPATCHED', version } },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.setOrderStatus.status).toBe('DISPATCHED');
    expect(moved.data?.setOrderStatus.version).toBeGreaterThan(version);

    // The owner still has the page as it was when they opened it.
    const stale = await owner.gql(setStatus, { input: { id, status: 'CANCELLED', version } });
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(stale.errors?.[0]?.message).toBe('This order was changed since you opened it.');

    const now = (await owner.gql<OrderPage>(orderPage, { id })).data?.order;
    expect(now?.status).toBe('DISPATCHED');
    expect(now?.timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['STATUS_CHANGED', 'MAIL_SENT']),
    );
    const change = now?.timeline.find((entry) => entry.kind === 'STATUS_CHANGED');
    expect(change).toMatchObject({ from: 'PENDING', to: 'DISPATCHED' });

    // The shopper sees the new status in their own orders.
    const mine = await shopper.gql<{ myOrders: { id: string; status: string }[] }>(
      '{ myOrders { id status } }',
    );
    expect(mine.data?.myOrders.find((order) => order.id === id)?.status).toBe('DISPATCHED');
  });

  it("records the carrier and tracking number of a dispatch, shown to staff and on the shopper's own order", async () => {
    const { id, shopper } = await placedOrder();
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const tracking = 'carrier trackingNumber trackingUrl';
    const refused = await owner.gql(setStatus, {
      input: { id, status: 'DISPATCHED', version: 1, carrier: 'Nobody Express' },
    });
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.message).toMatch(/"carrier" must be one of the shop's carriers/);
    const tooLong = await owner.gql(setStatus, {
      input: { id, status: 'DISPATCHED', version: 1, trackingNumber: 'x'.repeat(65) },
    });
    expect(codesOf(tooLong)).toEqual(['BAD_USER_INPUT']);

    const moved = await owner.gql<{ setOrderStatus: Record<string, string> }>(
      `mutation ($input: SetOrderStatusInput!) { setOrderStatus(input: $input) { status ${tracking} } }`,
      {
        input: { id, status: 'DISPATCHED', version: 1, carrier: 'TCS', trackingNumber: ' TCS-42 ' },
      },
    );
    expect(moved.errors).toBeUndefined();
    const recorded = {
      carrier: 'TCS',
      trackingNumber: 'TCS-42',
      trackingUrl: 'https://www.tcsexpress.com/track/TCS-42',
    };
    expect(moved.data?.setOrderStatus).toEqual({ status: 'DISPATCHED', ...recorded });

    const mine = await shopper.gql<{ myOrders: ({ id: string } & typeof recorded)[] }>(
      `{ myOrders { id ${tracking} } }`,
    );
    expect(mine.data?.myOrders.find((order) => order.id === id)).toEqual({ id, ...recorded });
  });

  it('refuses a move the workflow forbids with CONFLICT', async () => {
    const { id } = await placedOrder();
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const version = (await owner.gql<OrderPage>(orderPage, { id })).data?.order?.version;
    const reply = await owner.gql(setStatus, { input: { id, status: 'DELIVERED', version } });
    expect(codesOf(reply)).toEqual(['CONFLICT']);
  });

  it('returns a dispatched order with what came back, records the money, and shows RETURNED to the shopper', async () => {
    const { id, shopper } = await placedOrder();
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const dispatched = await owner.gql<{ setOrderStatus: { version: number } }>(setStatus, {
      input: { id, status: 'DISPATCHED', version: 1 },
    });
    const version = dispatched.data?.setOrderStatus.version ?? -1;
    const returnFields = `id status version returnReason
      lines { line quantity returnedQuantity }
      payment { collected collectedNote refunded refundedNote }
      timeline { kind summary }`;
    const tooMany = await owner.gql(setStatus, {
      input: {
        id,
        status: 'RETURNED',
        version,
        returnedLines: [{ line: 0, quantity: 3 }],
        returnReason: 'Damaged',
      },
    });
    expect(codesOf(tooMany)).toEqual(['BAD_USER_INPUT']);
    expect(tooMany.errors?.[0]?.message).toMatch(
      /^Only 2 × .+ were ordered: 3 cannot have come back\.$/,
    );

    const returned = await owner.gql<{ setOrderStatus: Record<string, unknown> }>(
      `mutation ($input: SetOrderStatusInput!) { setOrderStatus(input: $input) { ${returnFields} } }`,
      {
        input: {
          id,
          status: 'RETURNED',
          version,
          returnedLines: [{ line: 0, quantity: 1 }],
          returnReason: 'One jar cracked',
        },
      },
    );
    expect(returned.errors).toBeUndefined();
    expect(returned.data?.setOrderStatus).toMatchObject({
      status: 'RETURNED',
      returnReason: 'One jar cracked',
      lines: [{ line: 0, quantity: 2, returnedQuantity: 1 }],
    });

    const paid = await owner.gql<{ recordOrderPayment: Record<string, unknown> }>(
      `mutation ($input: RecordOrderPaymentInput!) { recordOrderPayment(input: $input) { ${returnFields} } }`,
      {
        input: {
          id,
          version: version + 1,
          collected: 0,
          refunded: 0,
          refundedNote: 'Never paid: refused at the door',
        },
      },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.recordOrderPayment).toMatchObject({
      payment: {
        collected: 0,
        collectedNote: null,
        refunded: 0,
        refundedNote: 'Never paid: refused at the door',
      },
    });
    const timeline = paid.data?.recordOrderPayment.timeline as { kind: string; summary: string }[];
    expect(timeline.at(-1)).toEqual({
      kind: 'PAYMENT_RECORDED',
      summary:
        'Payment recorded by Bloom Staff: collected Rs. 0.00; given back Rs. 0.00 (Never paid: refused at the door).',
    });
    expect(timeline.find((entry) => entry.summary.includes('to Returned'))?.summary).toMatch(
      /^Status changed from Dispatched to Returned by Bloom Staff\. Back in stock: 1 × .+\. Reason: One jar cracked$/,
    );

    // The same two entries as facts, for a client that says them in its own language.
    const facts = await owner.gql<{
      order: { timeline: { kind: string; goodsBack: unknown; payment: unknown }[] };
    }>(
      `query ($id: ID!) { order(id: $id) { timeline {
        kind goodsBack { lines { name quantity } reason }
        payment { collected collectedNote refunded refundedNote } } } }`,
      { id },
    );
    expect(facts.errors).toBeUndefined();
    const entries = facts.data?.order.timeline ?? [];
    expect(entries.filter((entry) => entry.goodsBack !== null)).toEqual([
      {
        kind: 'STATUS_CHANGED',
        goodsBack: {
          lines: [{ name: expect.any(String), quantity: 1 }],
          reason: 'One jar cracked',
        },
        payment: null,
      },
    ]);
    expect(entries.filter((entry) => entry.payment !== null)).toEqual([
      {
        kind: 'PAYMENT_RECORDED',
        goodsBack: null,
        payment: {
          collected: 0,
          collectedNote: null,
          refunded: 0,
          refundedNote: 'Never paid: refused at the door',
        },
      },
    ]);

    const overpaid = await owner.gql(
      'mutation ($input: RecordOrderPaymentInput!) { recordOrderPayment(input: $input) { id } }',
      { input: { id, version: version + 2, collected: 10, refunded: 20 } },
    );
    expect(codesOf(overpaid)).toEqual(['BAD_USER_INPUT']);

    const mine = await shopper.gql<{ myOrders: { id: string; status: string }[] }>(
      '{ myOrders { id status } }',
    );
    expect(mine.data?.myOrders.find((order) => order.id === id)?.status).toBe('RETURNED');
  });

  it('keeps an internal note on the order, with its author', async () => {
    const support = await signedInStaff(stack.gateway.url, 'support');
    const reply = await support.gql<{ addOrderNote: OrderPage['order'] }>(
      'mutation ($input: AddOrderNoteInput!) { addOrderNote(input: $input) { notes { text author { name } } timeline { kind } } }',
      { input: { id: first.id, text: 'Shopper asked for gift wrap.' } },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.addOrderNote?.notes.at(-1)).toMatchObject({
      text: 'Shopper asked for gift wrap.',
      author: { name: 'Bloom Support' },
    });

    const empty = await support.gql(
      'mutation { addOrderNote(input: { id: "' + first.id + '", text: "" }) { id } }',
    );
    expect(codesOf(empty)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('bulk dispatch and the export', () => {
  it('dispatches the pending orders it is given and lists the ones it refused', async () => {
    const pending = await placedOrder();
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const reply = await owner.gql<{
      markOrdersDispatched: { dispatched: string[]; refused: { id: string; message: string }[] };
    }>(
      'mutation ($input: MarkOrdersDispatchedInput!) { markOrdersDispatched(input: $input) { dispatched refused { id message } } }',
      { input: { ids: [pending.id, 'BLM-000000'] } },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.markOrdersDispatched.dispatched).toEqual([pending.id]);
    expect(reply.data?.markOrdersDispatched.refused).toEqual([
      { id: 'BLM-000000', message: expect.stringContaining('BLM-000000') },
    ]);
  });

  it('streams the filtered orders as CSV to the owner, one row per line', async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const reply = await owner.download(
      `/admin/orders.csv?search=${encodeURIComponent(first.email)}&status=PENDING`,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(reply.headers.get('content-disposition')).toMatch(/attachment/);
    const rows = (await reply.text()).trim().split(/\r?\n/);
    expect(rows[0]).toMatch(/^order_id,/);
    expect(rows.slice(1).every((row) => row.startsWith(first.id))).toBe(true);
    expect(rows).toHaveLength(2);
  });
});

describe('customers, messages, the activity log and the dashboard', () => {
  it('finds a customer by email and opens their page with their orders', async () => {
    const support = await signedInStaff(stack.gateway.url, 'support');
    const list = await support.gql<{
      customers: { total: number; items: { id: string; email: string; orderCount: number }[] };
    }>(
      'query ($search: String) { customers(search: $search) { total items { id email orderCount } } }',
      { search: first.email },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.customers.total).toBe(1);
    const customer = list.data?.customers.items[0];
    expect(customer).toMatchObject({ email: first.email, orderCount: 1 });

    const page = await support.gql<{
      customer: { email: string; wishlistSize: number; orders: { id: string; status: string }[] };
    }>(
      'query ($id: ID!) { customer(id: $id) { email wishlistSize orders { id status } reviews { id } } }',
      { id: customer?.id },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.customer.orders.map((order) => order.id)).toEqual([first.id]);
    expect(page.data?.customer.wishlistSize).toBe(0);
  });

  it('filters customers by orders and verified buyers, sorts them, and streams them as CSV to the owner', async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const support = await signedInStaff(stack.gateway.url, 'support');
    const never = await signedUpShopper(stack.gateway.url);
    const neverEmail = (await never.gql<{ me: { email: string } }>('{ me { email } }')).data?.me
      .email;
    const emails = [first.email, neverEmail];
    const list = async (filter: Record<string, unknown>) => {
      const reply = await owner.gql<{
        customers: { items: { email: string; orderCount: number; verifiedBuyer: boolean }[] };
      }>(
        'query ($filter: CustomerFilter) { customers(filter: $filter, sort: ORDERS, direction: ASC) { items { email orderCount verifiedBuyer } } }',
        { filter },
      );
      expect(reply.errors).toBeUndefined();
      // Only this test's two shoppers; others may sign up meanwhile.
      return reply.data?.customers.items.filter((item) => emails.includes(item.email));
    };
    expect(await list({ search: neverEmail })).toEqual([
      { email: neverEmail, orderCount: 0, verifiedBuyer: false },
    ]);
    expect((await list({ hasOrders: true, verifiedBuyer: false }))?.map((c) => c.email)).toEqual([
      first.email,
    ]);
    expect((await list({ hasOrders: false }))?.map((c) => c.email)).toEqual([neverEmail]);
    const notADay = await owner.gql('{ customers(filter: { from: "2026-02-30" }) { total } }');
    expect(codesOf(notADay)).toContain('GRAPHQL_VALIDATION_FAILED');
    const tooLong = await owner.gql(
      'query ($filter: CustomerFilter) { customers(filter: $filter) { total } }',
      { filter: { search: 'x'.repeat(101) } },
    );
    expect(codesOf(tooLong)).toContain('BAD_USER_INPUT');

    const csv = await owner.download(
      `/admin/customers.csv?search=${encodeURIComponent(first.email)}&hasOrders=true`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trim().split(/\r?\n/);
    expect(rows[0]).toBe('customer_id,name,email,phone,address,signed_up_at,orders,verified_buyer');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`,${first.email},`);
    expect((await owner.download('/admin/customers.csv?hasOrders=maybe')).status).toBe(400);
    expect((await owner.download('/admin/customers.csv?status=PENDING')).status).toBe(400);
    expect((await support.download('/admin/customers.csv')).status).toBe(403);
  });

  it('assigns a contact message, replies to it and marks it handled, each on its timeline', async () => {
    const email = `asha.${Date.now()}@example.com`;
    const sent = await new Shopper(stack.gateway.url).gql(
      'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { message } }',
      {
        input: { name: 'Asha Rahman', email, phone: '03001234567', message: 'Where is my parcel?' },
      },
    );
    expect(sent.errors).toBeUndefined();

    const support = await signedInStaff(stack.gateway.url, 'support');
    const inbox = await support.gql<{
      messages: { items: { id: string; email: string; state: string }[] };
    }>('{ messages(state: NEW) { items { id email state } } }');
    const message = inbox.data?.messages.items.find((item) => item.email === email);
    expect(message?.state).toBe('NEW');
    const staff = await support.gql<{ assignableStaff: { id: string; name: string }[] }>(
      '{ assignableStaff { id name role } }',
    );
    const me = staff.data?.assignableStaff.find((member) => member.name === 'Bloom Support');

    const assigned = await support.gql<{ assignMessage: { assignee: { name: string } | null } }>(
      'mutation ($input: AssignMessageInput!) { assignMessage(input: $input) { assignee { name } } }',
      { input: { id: message?.id, staffId: me?.id } },
    );
    expect(assigned.data?.assignMessage.assignee?.name).toBe('Bloom Support');
    const replied = await support.gql(
      'mutation ($input: ReplyToMessageInput!) { replyToMessage(input: $input) { id } }',
      { input: { id: message?.id, text: 'It left our shop today.' } },
    );
    expect(replied.errors).toBeUndefined();
    const handled = await support.gql<{
      setMessageHandled: { state: string; body: string; timeline: { kind: string }[] };
    }>(
      'mutation ($input: SetMessageHandledInput!) { setMessageHandled(input: $input) { state body timeline { kind summary } } }',
      { input: { id: message?.id, handled: true } },
    );
    expect(handled.errors).toBeUndefined();
    expect(handled.data?.setMessageHandled.state).toBe('HANDLED');
    expect(handled.data?.setMessageHandled.body).toBe('Where is my parcel?');
    expect(handled.data?.setMessageHandled.timeline.map((entry) => entry.kind)).toEqual([
      'RECEIVED',
      'ASSIGNED',
      'REPLIED',
      'HANDLED',
    ]);
    // Whom it was assigned to, as a name and not inside the English sentence; unassigning: null.
    await support.gql(
      'mutation ($input: AssignMessageInput!) { assignMessage(input: $input) { id } }',
      { input: { id: message?.id, staffId: null } },
    );
    const assignments = await support.gql<{
      message: { timeline: { kind: string; assigneeName: string | null }[] };
    }>('query ($id: ID!) { message(id: $id) { timeline { kind assigneeName } } }', {
      id: message?.id,
    });
    expect(assignments.data?.message.timeline.filter((entry) => entry.kind === 'ASSIGNED')).toEqual(
      [
        { kind: 'ASSIGNED', assigneeName: 'Bloom Support' },
        { kind: 'ASSIGNED', assigneeName: null },
      ],
    );
    expect(
      assignments.data?.message.timeline.every(
        (entry) => entry.kind === 'ASSIGNED' || entry.assigneeName === null,
      ),
    ).toBe(true);
  });

  it("logs each staff change with who made it, and counts the day's orders", async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const log = await owner.gql<{
      activity: {
        total: number;
        items: {
          action: string;
          entityId: string;
          staff: { name: string } | null;
          role: string;
          changes: { field: string; before: string | null; after: string | null }[];
        }[];
      };
    }>(
      '{ activity(filter: { entityType: ORDER }) { total items { action entityId staff { name } role changes { field before after } } } }',
    );
    expect(log.errors).toBeUndefined();
    const note = log.data?.activity.items.find(
      (entry) => entry.entityId === first.id && entry.action === 'order.note',
    );
    expect(note).toMatchObject({ staff: { name: 'Bloom Support' }, role: 'SUPPORT' });
    const statusChange = log.data?.activity.items.find((entry) => entry.action === 'order.status');
    expect(statusChange?.changes).toContainEqual(
      expect.objectContaining({ field: 'status', after: 'Dispatched' }),
    );

    const dashboard = await owner.gql<{
      dashboard: {
        todayOrders: number;
        pendingOrders: number;
        last14Days: { date: string; orders: number }[];
        newMessages: number;
      };
    }>(
      '{ dashboard { todayOrders todayRevenue pendingOrders newMessages last14Days { date orders revenue } lowStock { id name stock } lowStockThreshold } }',
    );
    expect(dashboard.errors).toBeUndefined();
    expect(dashboard.data?.dashboard.last14Days).toHaveLength(14);
    expect(dashboard.data?.dashboard.todayOrders).toBeGreaterThanOrEqual(1);
    expect(dashboard.data?.dashboard.last14Days.at(-1)?.orders).toBe(
      dashboard.data?.dashboard.todayOrders,
    );
  });
});
