import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import {
  AdminCouponQuery,
  AdminCouponsQuery,
  CreateCouponMutation,
  DeactivateCouponMutation,
} from './couponDocuments.ts';

/** A coupon as the gateway answers it. */
function coupon(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Coupon',
    id: 'c1',
    code: 'WEEKEND15',
    kind: 'PERCENT',
    value: 15,
    categories: [],
    expiresAt: null,
    active: true,
    maxUses: 100,
    onePerShopper: true,
    uses: 40,
    remaining: 60,
    status: 'ACTIVE',
    version: 2,
    ...overrides,
  };
}

const couponMock = (answer = coupon()): MockedResponse => ({
  request: { query: AdminCouponQuery, variables: { id: 'c1' } },
  result: { data: { coupon: answer } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

test('the list shows each coupon with its uses, remaining uses and status, filtered from the URL', async () => {
  await renderAdmin('/admin/coupons?status=EXPIRED', {
    staff: staffMember('MANAGER'),
    mocks: [
      {
        request: {
          query: AdminCouponsQuery,
          variables: { filter: { status: 'EXPIRED' }, page: 1 },
        },
        result: {
          data: {
            coupons: {
              __typename: 'CouponPage',
              total: 2,
              page: 1,
              pageSize: 50,
              items: [
                coupon({ status: 'EXPIRED', expiresAt: '2026-11-01T18:59:59.000Z' }),
                coupon({
                  id: 'c2',
                  code: 'FLAT200',
                  kind: 'FIXED',
                  value: 200,
                  maxUses: null,
                  remaining: null,
                  uses: 3,
                  status: 'EXPIRED',
                }),
              ],
            },
          },
        },
      },
    ],
  });
  const row = page.getByRole('row', { name: /WEEKEND15/ });
  await expect.element(row).toHaveTextContent(/15%.*Expired.*40.*60/);
  await expect.element(page.getByRole('row', { name: /FLAT200/ })).toHaveTextContent(/No limit/);
  await expect.element(page.getByRole('link', { name: 'New coupon' })).toBeVisible();
  expect(await axeViolations()).toEqual([]);
});

test('a new coupon for some categories goes with its expiry at the end of the shop day', async () => {
  const sent: Record<string, unknown>[] = [];
  const { location } = await renderAdmin('/admin/coupons/new', {
    staff: staffMember('MANAGER'),
    mocks: [
      {
        request: {
          query: CreateCouponMutation,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
        },
        result: { data: { createCoupon: coupon() } },
      },
      couponMock(),
    ],
  });
  await page.getByRole('textbox', { name: /^Code/ }).fill('weekend15');
  await page.getByRole('textbox', { name: /^Percent off/ }).fill('150');
  await page.getByRole('combobox', { name: 'Applies to' }).selectOptions('some');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect.element(page.getByText('A percentage is between 1 and 100.')).toBeVisible();
  await expect
    .element(page.getByText('Choose at least one category, or all products.'))
    .toBeVisible();
  expect(sent).toHaveLength(0);

  await page.getByRole('textbox', { name: /^Percent off/ }).fill('15');
  await page.getByRole('checkbox', { name: 'Skincare' }).click();
  await page.getByLabelText(/^Expires after/).fill('2026-11-30');
  await page.getByRole('textbox', { name: /^Uses at most/ }).fill('100');
  expect(await axeViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect.element(page.getByText('WEEKEND15 created.')).toBeVisible();
  expect(sent[0]).toEqual({
    input: {
      code: 'WEEKEND15',
      kind: 'PERCENT',
      value: 15,
      categories: ['SKINCARE'],
      expiresAt: '2026-11-30T23:59:59+05:00',
      active: true,
      maxUses: 100,
      onePerShopper: true,
    },
  });
  await expect.poll(() => location()?.pathname).toBe('/coupons/c1');
});

test('deactivating asks first and sends the version seen', async () => {
  await renderAdmin('/admin/coupons/c1', {
    staff: staffMember('MANAGER'),
    mocks: [
      couponMock(),
      {
        request: { query: DeactivateCouponMutation, variables: { id: 'c1', version: 2 } },
        result: {
          data: { deactivateCoupon: coupon({ active: false, status: 'INACTIVE', version: 3 }) },
        },
      },
    ],
  });
  await page.getByRole('button', { name: 'Deactivate coupon' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate WEEKEND15?' });
  await dialog.getByRole('button', { name: 'Deactivate coupon' }).click();
  await expect.element(page.getByText('WEEKEND15 is deactivated.')).toBeVisible();
  await expect.element(page.getByText('Inactive')).toBeVisible();
});

test('support reads a coupon without a form or deactivation', async () => {
  await renderAdmin('/admin/coupons/c1', { staff: staffMember('SUPPORT'), mocks: [couponMock()] });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Coupon WEEKEND15' }))
    .toBeVisible();
  expect(page.getByRole('button', { name: 'Save coupon' }).elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: 'Deactivate coupon' }).elements()).toHaveLength(0);
  expect(page.getByRole('textbox').elements()).toHaveLength(0);
});

test('an untouched coupon form leaves at once', async () => {
  const { location } = await renderAdmin('/admin/coupons/c1', {
    staff: staffMember('MANAGER'),
    mocks: [couponMock()],
  });
  await expect.element(page.getByRole('textbox', { name: /^Code/ })).toHaveValue('WEEKEND15');
  await page.getByRole('link', { name: 'All coupons' }).click();
  await expect.poll(() => location()?.pathname).toBe('/coupons');
  expect(page.getByRole('alertdialog').elements()).toEqual([]);
});

test('leaving a coupon with unsaved changes asks first, and staying keeps them', async () => {
  const { location } = await renderAdmin('/admin/coupons/c1', {
    staff: staffMember('MANAGER'),
    mocks: [couponMock()],
  });
  const code = page.getByRole('textbox', { name: /^Code/ });
  await expect.element(code).toHaveValue('WEEKEND15');
  await code.fill('WEEKEND20');
  await page.getByRole('link', { name: 'All coupons' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect.element(ask).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect.element(ask).not.toBeInTheDocument();
  expect(location()?.pathname).toBe('/coupons/c1');
  await expect.element(code).toHaveValue('WEEKEND20');

  await page.getByRole('link', { name: 'All coupons' }).click();
  await page.getByRole('button', { name: 'Leave without saving' }).click();
  await expect.poll(() => location()?.pathname).toBe('/coupons');
});

test('in Urdu the coupons list, a coupon and its form read in Urdu, right to left', async () => {
  try {
    await renderAdmin('/admin/coupons', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [
        {
          request: { query: AdminCouponsQuery, variables: { filter: {}, page: 1 } },
          result: {
            data: {
              coupons: {
                __typename: 'CouponPage',
                total: 2,
                page: 1,
                pageSize: 50,
                items: [
                  coupon({ status: 'USED_UP', expiresAt: '2026-11-01T18:59:59.000Z' }),
                  coupon({
                    id: 'c2',
                    code: 'FLAT200',
                    kind: 'FIXED',
                    value: 200,
                    maxUses: null,
                    remaining: null,
                    uses: 3,
                  }),
                ],
              },
            },
          },
        },
        couponMock(),
      ],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'کوپن' })).toBeVisible();
    expect(document.title).toBe('کوپن - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('link', { name: 'نیا کوپن' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'صورتحال' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'رعایت' })).toBeVisible();
    const weekend = page.getByRole('row', { name: /WEEKEND15/ });
    await expect.element(weekend).toHaveTextContent('15٪');
    await expect.element(weekend).toHaveTextContent('پورا استعمال ہو چکا');
    await expect.element(weekend).toHaveTextContent('1 نومبر، 2026');
    const flat = page.getByRole('row', { name: /FLAT200/ });
    await expect.element(flat).toHaveTextContent('\u2066Rs. 200.00\u2069');
    await expect.element(flat).toHaveTextContent('کوئی حد نہیں');
    await expect.element(flat).toHaveTextContent('کبھی نہیں');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('link', { name: 'WEEKEND15' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'کوپن WEEKEND15' }))
      .toBeVisible();
    await expect
      .element(page.getByText('40 بار استعمال ہوا، 60 بار اور استعمال ہو سکتا ہے۔'))
      .toBeVisible();
    await expect.element(page.getByText(/^صورتحال:/)).toHaveTextContent('فعال');
    const form = page.getByRole('form', { name: 'کوپن WEEKEND15 میں ترمیم' });
    await form.getByRole('textbox', { name: /^فیصد رعایت/ }).fill('150');
    await form.getByRole('combobox', { name: 'کن پر لاگو' }).selectOptions('some');
    await form.getByRole('button', { name: 'کوپن محفوظ کریں' }).click();
    // The schema's messages are catalogue ids, said in Urdu.
    await expect.element(form.getByText('فیصد 1 سے 100 کے درمیان ہو۔')).toBeVisible();
    await expect
      .element(form.getByText('کم از کم ایک کیٹیگری منتخب کریں، یا تمام مصنوعات۔'))
      .toBeVisible();
    await expect.element(form.getByRole('checkbox', { name: 'سکن کیئر' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await page.getByRole('button', { name: 'کوپن غیر فعال کریں' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'WEEKEND15 غیر فعال کریں؟' });
    await expect.element(dialog.getByRole('button', { name: 'فعال ہی رہنے دیں' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
