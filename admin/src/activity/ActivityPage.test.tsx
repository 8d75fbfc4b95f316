import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminActivityQueryDocument } from './ActivityPage.tsx';

const owner = { __typename: 'StaffRef', id: 's1', name: 'Bloom Staff' } as const;
const amina = { __typename: 'StaffRef', id: 's2', name: 'Amina Raza' } as const;

/** One logged change, as the gateway answers it. */
function entry(
  id: string,
  fields: {
    staff?: typeof owner | typeof amina | null;
    action: string;
    entityType: string;
    entityId: string;
    entityName?: string | null;
    changes?: [field: string, before: string | null, after: string | null][];
  },
) {
  return {
    __typename: 'ActivityEntry',
    id,
    at: '2026-11-24T10:00:00.000Z',
    staff: fields.staff === undefined ? owner : fields.staff,
    role: 'OWNER',
    action: fields.action,
    entityType: fields.entityType,
    entityId: fields.entityId,
    entityName: fields.entityName ?? null,
    changes: (fields.changes ?? []).map(([field, before, after]) => ({
      __typename: 'ActivityChange',
      field,
      before,
      after,
    })),
  };
}

const entries = [
  entry('a1', {
    action: 'order.status',
    entityType: 'ORDER',
    entityId: 'BLM-482913',
    entityName: 'BLM-482913',
    changes: [
      ['status', 'Pending', 'Dispatched'],
      ['version', '3', '4'],
    ],
  }),
  entry('a2', {
    staff: amina,
    action: 'staff.two_factor_on',
    entityType: 'STAFF',
    entityId: 's2',
    entityName: 'amina@bloom.example.com',
    changes: [['twoFactorEnabled', 'false', 'true']],
  }),
  entry('a3', {
    action: 'message.assign',
    entityType: 'MESSAGE',
    entityId: 'm1',
    entityName: 'Sana Malik',
    changes: [['assigneeId', null, 's2']],
  }),
  entry('a4', {
    action: 'product.stock',
    entityType: 'PRODUCT',
    entityId: 'p1',
    entityName: 'Rose Toner',
    changes: [
      ['stock', '4', '16'],
      ['reason', null, 'received'],
    ],
  }),
  entry('a5', {
    action: 'product.update',
    entityType: 'PRODUCT',
    entityId: 'p1',
    entityName: 'Rose Toner',
    changes: [
      ['price', '1200', '1350'],
      ['sale_price', '0', '1100'],
    ],
  }),
  entry('a6', {
    action: 'review.hide',
    entityType: 'REVIEW',
    entityId: 'r1',
    entityName: 'Rose Toner',
    changes: [
      ['state', 'visible', 'hidden'],
      ['reason', null, 'spam'],
    ],
  }),
  entry('a7', { action: 'shelf.dusted', entityType: 'PRODUCT', entityId: 'p9', entityName: 'Jar' }),
];

const activityMock: MockedResponse = {
  // Whatever the filters: this test reads the log's wording, not its filtering.
  request: { query: AdminActivityQueryDocument, variables: () => true },
  result: {
    data: {
      activity: {
        __typename: 'ActivityPage',
        total: entries.length,
        page: 1,
        pageSize: 50,
        items: entries,
      },
      staffMembers: [
        { __typename: 'StaffMember', id: 's1', name: 'Bloom Staff' },
        { __typename: 'StaffMember', id: 's2', name: 'Amina Raza' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

test('the activity log reads in sentences, with the change as recorded one click away', async () => {
  await renderAdmin('/admin/activity', { staff: staffMember('OWNER'), mocks: [activityMock] });
  const rows = page.getByRole('row');
  await expect
    .element(page.getByText('Bloom Staff marked order BLM-482913 Dispatched'))
    .toBeVisible();
  const sentences = rows
    .elements()
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);
  expect(sentences).toEqual([
    'Bloom Staff marked order BLM-482913 Dispatched',
    'Amina Raza turned on two-factor',
    'Bloom Staff assigned the message from Sana Malik to Amina Raza',
    'Bloom Staff changed the stock of product Rose Toner from 4 to 16',
    'Bloom Staff edited product Rose Toner (price and sale price)',
    'Bloom Staff hid a review of Rose Toner as spam',
    'Bloom Staff did shelf.dusted on product Jar',
  ]);
  // No keys, ids or version numbers in the sentences.
  expect(sentences.join(' ')).not.toMatch(/order\.status|two_factor|version|s2\b/);

  // The order is a link to its page.
  await expect
    .element(page.getByRole('link', { name: 'order BLM-482913' }))
    .toHaveAttribute('href', '/admin/orders/BLM-482913');

  // The raw entry is one click away: its key, its id and each field before and after.
  const firstRow = rows.nth(1);
  await expect.element(firstRow.getByText('order.status')).not.toBeVisible();
  await firstRow.getByText('Details').click();
  await expect.element(firstRow.getByText('order.status')).toBeVisible();
  await expect.element(firstRow.getByText('Pending → Dispatched')).toBeVisible();
  await expect.element(firstRow.getByText('3 → 4')).toBeVisible();
  expect(await axeViolations()).toEqual([]);

  // By keyboard as well: the next row's details open with Enter.
  const secondSummary = rows.nth(2).getByText('Details');
  (secondSummary.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(rows.nth(2).getByText('staff.two_factor_on')).toBeVisible();
});

test('in Urdu the activity log reads in Urdu sentences, right to left, the raw entry as the log keeps it', async () => {
  try {
    await renderAdmin('/admin/activity', {
      staff: staffMember('OWNER', { locale: 'UR' }),
      mocks: [activityMock],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'سرگرمی' })).toBeVisible();
    expect(document.title).toBe('سرگرمی - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('combobox', { name: 'عملے کا رکن' })).toBeVisible();
    const kind = page.getByRole('combobox', { name: 'قسم' });
    expect((kind.element() as HTMLSelectElement).options[1]?.text).toBe('آرڈر');
    await expect.element(page.getByRole('columnheader', { name: 'کیا ہوا' })).toBeVisible();
    const rows = page.getByRole('row');
    await expect
      .element(rows.nth(1))
      .toHaveTextContent(
        'Bloom Staff نے آرڈر BLM-482913 کی صورتحال بدل کر "روانہ کر دیا گیا" کر دی',
      );
    const sentences = rows
      .elements()
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(sentences).toEqual([
      'Bloom Staff نے آرڈر BLM-482913 کی صورتحال بدل کر "روانہ کر دیا گیا" کر دی',
      'Amina Raza نے دو مرحلہ تصدیق آن کی',
      'Bloom Staff نے Sana Malik کا پیغام Amina Raza کے ذمے کیا',
      'Bloom Staff نے پروڈکٹ Rose Toner کا اسٹاک 4 سے 16 کر دیا',
      'Bloom Staff نے پروڈکٹ Rose Toner میں ترمیم کی (قیمت اور سیل قیمت)',
      'Bloom Staff نے Rose Toner پر ایک تبصرہ (اسپام) چھپا دیا',
      'Bloom Staff نے پروڈکٹ Jar پر shelf.dusted کیا',
    ]);
    await expect
      .element(page.getByRole('link', { name: 'آرڈر BLM-482913' }))
      .toHaveAttribute('href', '/admin/orders/BLM-482913');
    await rows.nth(1).getByText('تفصیلات').click();
    await expect.element(rows.nth(1).getByText('order.status')).toBeVisible();
    await expect.element(rows.nth(1).getByText('اس وقت کا عہدہ')).toBeVisible();
    await expect.element(rows.nth(1).getByText('مالک')).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
