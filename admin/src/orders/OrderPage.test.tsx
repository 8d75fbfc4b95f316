import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import {
  AdminOrderPageQuery,
  RecordOrderPaymentMutation,
  SetOrderStatusMutation,
} from './orderDocuments.ts';
import { timelineEvent } from '../test/timelineEvent.ts';

const id = 'BLM-7KQ2M9XH4T';

/** The order as the gateway answers it, at `status` and `version`. */
function order(
  status: string,
  version: number,
  allowedStatuses: string[],
  tracking: {
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  } = { carrier: null, trackingNumber: null, trackingUrl: null },
) {
  return {
    __typename: 'Order',
    id,
    status,
    version,
    allowedStatuses,
    createdAt: '2026-11-24T10:00:00.000Z',
    email: 'amna@example.com',
    name: 'Amna Khan',
    phone: '03001234567',
    address: '12 Garden Road, Lahore',
    customer: {
      __typename: 'OrderCustomer',
      id: 'c1',
      name: 'Amna Khan',
      email: 'amna@example.com',
    },
    lines: [
      {
        __typename: 'OrderLine',
        line: 0,
        productId: 'p1',
        name: 'Rosewater Toner',
        unitPrice: 1299,
        quantity: 2,
        lineTotal: 2598,
        returnedQuantity: 0,
      },
    ],
    returnReason: null as string | null,
    payment: {
      __typename: 'OrderPayment',
      collected: 0,
      collectedNote: null as string | null,
      refunded: 0,
      refundedNote: null as string | null,
    },
    coupon: { __typename: 'AppliedCoupon', code: 'WELCOME10', discountAmount: 259.8 },
    subtotal: 2598,
    discount: 259.8,
    totalAmount: 2338.2,
    ...tracking,
    notes: [],
    timeline: [timelineEvent('PLACED', '2026-11-24T10:00:00.000Z')],
  };
}

const bloomStaff = { __typename: 'StaffRef', id: 'staff-owner', name: 'Bloom Staff' };

/** A returned order's timeline: placed, dispatched, mailed, returned, noted and paid. */
const returnedTimeline = [
  timelineEvent('PLACED', '2026-11-24T10:00:00.000Z'),
  timelineEvent('STATUS_CHANGED', '2026-11-24T11:00:00.000Z', {
    from: 'PENDING',
    to: 'DISPATCHED',
    by: bloomStaff,
  }),
  timelineEvent('MAIL_SENT', '2026-11-24T11:00:01.000Z', {
    text: 'Your Bloom order BLM-7KQ2M9XH4T is on its way',
  }),
  timelineEvent('STATUS_CHANGED', '2026-11-25T09:00:00.000Z', {
    from: 'DISPATCHED',
    to: 'RETURNED',
    by: bloomStaff,
    text: 'Back in stock: 1 × Rosewater Toner. Reason: One jar cracked',
    goodsBack: {
      __typename: 'TimelineGoodsBack',
      lines: [{ __typename: 'TimelineReturnedLine', name: 'Rosewater Toner', quantity: 1 }],
      reason: 'One jar cracked',
    },
  }),
  timelineEvent('NOTE_ADDED', '2026-11-25T09:05:00.000Z', { by: bloomStaff, text: 'Call her.' }),
  timelineEvent('PAYMENT_RECORDED', '2026-11-25T09:10:00.000Z', {
    by: bloomStaff,
    text: 'collected Rs. 1299.00; given back Rs. 0.00 (Never paid: refused at the door)',
    payment: {
      __typename: 'OrderPayment',
      collected: 1299,
      collectedNote: null,
      refunded: 0,
      refundedNote: 'Never paid: refused at the door',
    },
  }),
];

function orderMock(answer: ReturnType<typeof order>): MockedResponse {
  return {
    request: { query: AdminOrderPageQuery, variables: { id } },
    result: { data: { order: answer } },
  };
}

test('offers the moves the workflow allows, asks first, and shows the order moved', async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    mocks: [
      orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED'])),
      {
        request: {
          query: SetOrderStatusMutation,
          variables: {
            input: {
              id,
              status: 'DISPATCHED',
              version: 1,
              carrier: 'TCS',
              trackingNumber: 'TCS-7781',
            },
          },
        },
        result: {
          data: {
            setOrderStatus: order('DISPATCHED', 2, ['DELIVERED', 'CANCELLED'], {
              carrier: 'TCS',
              trackingNumber: 'TCS-7781',
              trackingUrl: 'https://www.tcsexpress.com/track/TCS-7781',
            }),
          },
        },
      },
    ],
  });
  await expect.element(page.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();
  expect(document.title).toBe(`Order ${id} - Bloom admin`);
  await expect.element(page.getByText('Rosewater Toner')).toBeVisible();
  await expect.element(page.getByText('Coupon (WELCOME10)')).toBeVisible();
  expect(page.getByRole('button', { name: 'Mark as Delivered' }).elements()).toHaveLength(0);
  expect(await axeViolations()).toEqual([]);

  await page.getByRole('button', { name: 'Mark as Dispatched' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Dispatched?' });
  await expect.element(dialog).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  // By keyboard: the carrier is a select, the tracking number a text field, Enter submits.
  await dialog.getByRole('combobox', { name: 'Carrier' }).selectOptions('TCS');
  const tracking = dialog.getByRole('textbox', { name: 'Tracking number' });
  await tracking.fill(' TCS-7781 ');
  await userEvent.keyboard('{Enter}');

  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Dispatched/);
  await expect.element(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await expect
    .element(page.getByRole('link', { name: 'TCS-7781' }))
    .toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-7781');
});

test("the dispatch dialog offers the shop's carriers and refuses a tracking number the api would, sending nothing", async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    // No mutation mocked: sending one would fail the test with an unmatched request.
    mocks: [orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED']))],
  });
  await page.getByRole('button', { name: 'Mark as Dispatched' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Dispatched?' });
  const carrier = dialog.getByRole('combobox', { name: 'Carrier' });
  await expect.element(carrier).toBeVisible();
  expect(
    [...(carrier.element() as HTMLSelectElement).options].map((option) => option.text),
  ).toEqual(['Not recorded', 'TCS', 'Leopards', 'M&P', 'Pakistan Post']);
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('TCS\u00e9123');
  await dialog.getByRole('button', { name: 'Mark as Dispatched' }).click();
  await expect
    .element(dialog.getByText('Use letters, digits, spaces and - / . only.'))
    .toBeVisible();
  await expect.element(dialog.getByRole('textbox', { name: 'Tracking number' })).toHaveFocus();
  expect(await axeViolations()).toEqual([]);
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Pending/);
});

/** Cancelling a Pending order that someone dispatched meanwhile: refused, then read again. */
const cancelledMeanwhileMocks = () => [
  orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED'])),
  {
    request: {
      query: SetOrderStatusMutation,
      variables: { input: { id, status: 'CANCELLED', version: 1 } },
    },
    result: {
      errors: [
        new GraphQLError('This order was changed since you opened it.', {
          extensions: { code: 'CONFLICT' },
        }),
      ],
    },
  },
  orderMock(order('DISPATCHED', 2, ['DELIVERED', 'CANCELLED'])),
];

test('a change someone else made meanwhile is said, and the order is read again', async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    mocks: cancelledMeanwhileMocks(),
  });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect.element(page.getByText('This order was changed since you opened it.')).toBeVisible();
  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Dispatched/);
});

test('support sees the order but a role without orders:write would get no controls', async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    staff: staffMember('SUPPORT', { permissions: ['ORDERS_READ'] }),
    mocks: [orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED']))],
  });
  await expect.element(page.getByText('Rosewater Toner')).toBeVisible();
  expect(page.getByRole('button', { name: 'Mark as Dispatched' }).elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: 'Add note' }).elements()).toHaveLength(0);
});

test('the order page leads to its products, its packing slip and its invoice, for every role that reads it', async () => {
  const { location } = await renderAdmin(`/admin/orders/${id}`, {
    staff: staffMember('SUPPORT', { permissions: ['ORDERS_READ'] }),
    mocks: [orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED']))],
  });
  await expect
    .element(page.getByRole('link', { name: 'Rosewater Toner' }))
    .toHaveAttribute('href', '/admin/products/p1');
  await expect
    .element(page.getByRole('link', { name: 'Packing slip' }))
    .toHaveAttribute('href', `/admin/orders/print?ids=${id}&document=packing-slip&paper=a4`);
  await page.getByRole('link', { name: 'Invoice' }).click();
  await expect.poll(() => location()?.pathname).toBe('/orders/print');
  expect(new URLSearchParams(location()?.search).get('document')).toBe('invoice');
});

/** A Dispatched order of two lines: 2 × Rosewater Toner and 1 × Shea Body Butter. */
function twoLineOrder(status: string, version: number, allowedStatuses: string[]) {
  const answer = order(status, version, allowedStatuses);
  return {
    ...answer,
    lines: [
      ...answer.lines,
      {
        __typename: 'OrderLine',
        line: 1,
        productId: 'p2',
        name: 'Shea Body Butter',
        unitPrice: 899,
        quantity: 1,
        lineTotal: 899,
        returnedQuantity: 0,
      },
    ],
  };
}

test('cancelling a Dispatched order asks, line by line and by keyboard, what came back and why', async () => {
  const dispatched = twoLineOrder('DISPATCHED', 2, ['DELIVERED', 'CANCELLED', 'RETURNED']);
  const cancelled = twoLineOrder('CANCELLED', 3, []);
  cancelled.lines[0]!.returnedQuantity = 1;
  cancelled.returnReason = 'Refused at the door';
  await renderAdmin(`/admin/orders/${id}`, {
    mocks: [
      orderMock(dispatched),
      {
        request: {
          query: SetOrderStatusMutation,
          variables: {
            input: {
              id,
              status: 'CANCELLED',
              version: 2,
              returnReason: 'Refused at the door',
              returnedLines: [{ line: 0, quantity: 1 }],
            },
          },
        },
        result: { data: { setOrderStatus: cancelled } },
      },
    ],
  });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order?' });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog).toHaveTextContent(/only those units go back on sale/);
  expect(await axeViolations()).toEqual([]);

  // Tab from the dialog's start to the first line's box, Space ticks it; its units appear.
  const toner = dialog.getByRole('checkbox', { name: 'Rosewater Toner (2 ordered) came back' });
  (toner.element() as HTMLElement).focus();
  await userEvent.keyboard(' ');
  await expect.element(toner).toBeChecked();
  await expect
    .element(dialog.getByRole('checkbox', { name: 'Shea Body Butter (1 ordered) came back' }))
    .not.toBeChecked();
  await userEvent.tab();
  const units = dialog.getByRole('textbox', { name: 'Units of Rosewater Toner back' });
  await expect.element(units).toHaveFocus();
  await expect.element(units).toHaveValue('2');
  await userEvent.keyboard('{Backspace}1');
  expect(await axeViolations()).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Refused at the door');
  await userEvent.keyboard('{Enter}');

  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Cancelled/);
  await expect
    .element(page.getByText('Rosewater Toner × 2 at Rs. 1,299.00 (1 came back)'))
    .toBeVisible();
  await expect.element(page.getByText('Why it came back: Refused at the door')).toBeVisible();
});

test('the return refuses what the api would, says where, and sends nothing', async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    // No mutation mocked: sending one would fail the test with an unmatched request.
    mocks: [orderMock(twoLineOrder('DELIVERED', 3, ['RETURNED']))],
  });
  await page.getByRole('button', { name: 'Mark as Returned' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Returned?' });
  await dialog.getByRole('checkbox', { name: 'Shea Body Butter (1 ordered) came back' }).click();
  await dialog.getByRole('textbox', { name: 'Units of Shea Body Butter back' }).fill('3');
  await dialog.getByRole('button', { name: 'Mark as Returned' }).click();
  await expect.element(dialog.getByText('Only 1 was ordered: write 1.')).toBeVisible();
  await expect.element(dialog.getByText('Say why the order came back.')).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  // With a reason given, the units are what is left to fix: focus goes there.
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Wrong shade');
  await dialog.getByRole('button', { name: 'Mark as Returned' }).click();
  await expect
    .element(dialog.getByRole('textbox', { name: 'Units of Shea Body Butter back' }))
    .toHaveFocus();
  await expect.element(dialog.getByText('Only 1 was ordered: write 1.')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Delivered/);
});

test('the Payment panel records what was collected and given back, and refuses giving back more', async () => {
  const returned = twoLineOrder('RETURNED', 4, []);
  const paid = twoLineOrder('RETURNED', 5, []);
  paid.payment = {
    __typename: 'OrderPayment',
    collected: 2338.2,
    collectedNote: 'TCS cash',
    refunded: 899,
    refundedNote: 'Butter returned unopened',
  };
  await renderAdmin(`/admin/orders/${id}`, {
    mocks: [
      orderMock(returned),
      {
        request: {
          query: RecordOrderPaymentMutation,
          variables: {
            input: {
              id,
              version: 4,
              collected: 2338.2,
              collectedNote: 'TCS cash',
              refunded: 899,
              refundedNote: 'Butter returned unopened',
            },
          },
        },
        result: { data: { recordOrderPayment: paid } },
      },
    ],
  });
  const panel = page.getByRole('region', { name: 'Payment' });
  await expect.element(panel).toHaveTextContent('Collected on deliveryRs. 0.00');
  await panel.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect.element(dialog).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Collected (Rs.)' }).fill('100');
  await dialog.getByRole('textbox', { name: 'Given back (Rs.)' }).fill('899');
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  await expect.element(dialog.getByText('At most what was collected.')).toBeVisible();
  await expect.element(dialog.getByRole('textbox', { name: 'Given back (Rs.)' })).toHaveFocus();

  await dialog.getByRole('textbox', { name: 'Collected (Rs.)' }).fill('2338.20');
  await dialog.getByRole('textbox', { name: 'Collection note' }).fill('TCS cash');
  await dialog.getByRole('textbox', { name: 'Given back note' }).fill('Butter returned unopened');
  await userEvent.keyboard('{Enter}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(panel).toHaveTextContent('Rs. 2,338.20 (TCS cash)');
  await expect.element(panel).toHaveTextContent('Given backRs. 899.00 (Butter returned unopened)');
});

test('on a 320 px phone the return and payment dialogs fit the screen', async () => {
  await page.viewport(320, 640);
  try {
    await renderAdmin(`/admin/orders/${id}`, {
      mocks: [orderMock(twoLineOrder('DISPATCHED', 2, ['DELIVERED', 'CANCELLED', 'RETURNED']))],
    });
    for (const [button, name] of [
      ['Mark as Returned', 'Mark as Returned?'],
      ['Record payment', 'Record payment'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect.element(dialog).toBeVisible();
      const box = dialog.element().getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(320);
      // Nothing inside sticks out sideways (a scrollbar would hide part of a field).
      expect(dialog.element().scrollWidth).toBeLessThanOrEqual(dialog.element().clientWidth);
      expect(await axeViolations()).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog).not.toBeInTheDocument();
    }
  } finally {
    await page.viewport(1280, 800);
  }
});

test('on a 390 px phone the order opens on its status and next step; Cancel waits at the foot of the page', async () => {
  await page.viewport(390, 844);
  try {
    await renderAdmin(`/admin/orders/${id}`, {
      mocks: [orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED']))],
    });
    const next = page.getByRole('button', { name: 'Mark as Dispatched' });
    await expect.element(next).toBeVisible();
    const main = document.querySelector('main')!;
    const buttons = [...main.querySelectorAll('button')].filter((button) =>
      button.checkVisibility(),
    );
    // The first thing to press on the page is the next step, on the first screen.
    expect(buttons[0]?.textContent).toBe('Mark as Dispatched');
    expect(next.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(844);
    expect(page.getByText('Pending', { exact: true }).first().element().checkVisibility()).toBe(
      true,
    );
    // The cancellation comes after the timeline, under its own heading.
    const cancel = page
      .getByRole('region', { name: 'Cancel the order' })
      .getByRole('button', { name: 'Cancel order' });
    await expect.element(cancel).toBeInTheDocument();
    const timeline = page.getByRole('heading', { name: 'Timeline' }).element();
    expect(cancel.element().getBoundingClientRect().top).toBeGreaterThan(
      timeline.getBoundingClientRect().top,
    );
    expect(await axeViolations()).toEqual([]);
  } finally {
    await page.viewport(1280, 800);
  }
});

test('in Urdu the order page reads in Urdu: heading, status, totals, panels, and the dispatch dialog with its errors', async () => {
  try {
    await renderAdmin(`/admin/orders/${id}`, {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED']))],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: `آرڈر ${id}` })).toBeVisible();
    expect(document.title).toBe(`آرڈر ${id} - Bloom admin`);
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByText(/^صورتحال:/)).toHaveTextContent('زیرِ التوا');
    await expect.element(page.getByRole('heading', { name: 'اشیا' })).toBeVisible();
    await expect.element(page.getByText('کوپن (WELCOME10)')).toBeVisible();
    await expect.element(page.getByLabelText('کل رقوم')).toHaveTextContent('ٹوٹل');
    await expect.element(page.getByText('\u2066Rs. 2,338.20\u2069')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'ادائیگی' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'آرڈر کی منسوخی' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'آرڈر منسوخ کریں' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'اندرونی نوٹ' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('button', { name: 'روانہ شدہ درج کریں' }).click();
    const dialog = page.getByRole('dialog', { name: 'روانہ شدہ درج کریں؟' });
    const carrier = dialog.getByRole('combobox', { name: 'کوریئر' });
    await expect.element(carrier).toBeVisible();
    expect((carrier.element() as HTMLSelectElement).options[0]?.text).toBe('درج نہیں');
    await dialog.getByRole('textbox', { name: 'ٹریکنگ نمبر' }).fill('TCS\u00e9123');
    await dialog.getByRole('button', { name: 'روانہ شدہ درج کریں' }).click();
    // The schema's message is a catalogue id, said in Urdu.
    await expect
      .element(dialog.getByText('صرف انگریزی حروف، ہندسے، خالی جگہ اور - / . استعمال کریں۔'))
      .toBeVisible();
    await expect
      .element(dialog.getByRole('button', { name: 'زیرِ التوا ہی رہنے دیں' }))
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test("in Urdu a change someone else made meanwhile is said in Urdu, the gateway's words after it", async () => {
  try {
    await renderAdmin(`/admin/orders/${id}`, {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: cancelledMeanwhileMocks(),
    });
    await page.getByRole('button', { name: 'آرڈر منسوخ کریں' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'آرڈر منسوخ کریں' }).click();
    await expect
      .element(page.getByText(/^یہ آپ کے کھولنے کے بعد بدل چکا ہے/))
      .toHaveTextContent('This order was changed since you opened it.');
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test("in Urdu the payment dialog's limit names the order's total in rupees", async () => {
  try {
    await renderAdmin(`/admin/orders/${id}`, {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [orderMock(order('DISPATCHED', 2, ['DELIVERED', 'CANCELLED']))],
    });
    await page.getByRole('button', { name: 'ادائیگی درج کریں' }).click();
    const dialog = page.getByRole('dialog', { name: 'ادائیگی درج کریں' });
    await dialog.getByRole('textbox', { name: 'وصول شدہ (Rs.)' }).fill('5000');
    await dialog.getByRole('button', { name: 'ادائیگی محفوظ کریں' }).click();
    await expect
      .element(dialog.getByText('زیادہ سے زیادہ آرڈر کا ٹوٹل، \u2066Rs. 2,338.20\u2069۔'))
      .toBeVisible();
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test("an order's timeline says each entry as it always has in English", async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    mocks: [orderMock({ ...order('RETURNED', 5, []), timeline: returnedTimeline })],
  });
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect.element(timeline).toBeVisible();
  const entries = timeline.getByRole('listitem');
  await expect.element(entries.nth(0)).toHaveTextContent('Order placed by the shopper.');
  await expect
    .element(entries.nth(1))
    .toHaveTextContent('Status changed from Pending to Dispatched by Bloom Staff.');
  await expect
    .element(entries.nth(2))
    .toHaveTextContent('Mail sent to the shopper: Your Bloom order BLM-7KQ2M9XH4T is on its way');
  await expect
    .element(entries.nth(3))
    .toHaveTextContent(
      'Status changed from Dispatched to Returned by Bloom Staff. Back in stock: 1 × Rosewater Toner. Reason: One jar cracked',
    );
  await expect.element(entries.nth(4)).toHaveTextContent('Internal note added by Bloom Staff.');
  await expect
    .element(entries.nth(5))
    .toHaveTextContent(
      'Payment recorded by Bloom Staff: collected Rs. 1299.00; given back Rs. 0.00 (Never paid: refused at the door).',
    );
});

test("in Urdu an order's timeline reads in Urdu: statuses, what came back and the money, names and staff's words as typed", async () => {
  try {
    await renderAdmin(`/admin/orders/${id}`, {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [orderMock({ ...order('RETURNED', 5, []), timeline: returnedTimeline })],
    });
    const timeline = page.getByRole('list', { name: 'آرڈر کی ٹائم لائن' });
    await expect.element(timeline).toBeVisible();
    const entries = timeline.getByRole('listitem');
    await expect.element(entries.nth(0)).toHaveTextContent('خریدار نے آرڈر دیا۔');
    await expect
      .element(entries.nth(1))
      .toHaveTextContent('Bloom Staff نے صورتحال بدلی: پہلے زیرِ التوا، اب روانہ کر دیا گیا۔');
    await expect
      .element(entries.nth(2))
      .toHaveTextContent(
        'خریدار کو ای میل بھیجی گئی: Your Bloom order BLM-7KQ2M9XH4T is on its way',
      );
    await expect
      .element(entries.nth(3))
      .toHaveTextContent(
        'Bloom Staff نے صورتحال بدلی: پہلے روانہ کر دیا گیا، اب واپس کر دیا گیا۔ اسٹاک میں واپس: Rosewater Toner کے 1 عدد۔ وجہ: One jar cracked',
      );
    await expect.element(entries.nth(4)).toHaveTextContent('Bloom Staff نے اندرونی نوٹ شامل کیا۔');
    await expect
      .element(entries.nth(5))
      .toHaveTextContent(
        'Bloom Staff نے ادائیگی درج کی: \u2066Rs. 1299.00\u2069 وصول ہوئے؛ \u2066Rs. 0.00\u2069 (نوٹ: Never paid: refused at the door) واپس کیے گئے۔',
      );
    // No English of the shop's own: only names, a mail's subject and staff's words as typed.
    const words = timeline
      .element()
      .textContent!.replace(/Bloom Staff|Rosewater Toner|One jar cracked/g, '')
      .replace(
        /Your Bloom order BLM-7KQ2M9XH4T is on its way|Never paid: refused at the door/g,
        '',
      );
    expect(words).not.toMatch(/(Status|changed|Order|placed|Payment|collected|Reason|stock)/);
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
