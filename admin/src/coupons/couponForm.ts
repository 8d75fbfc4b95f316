/** The coupon form's fields and checks, and the two ways between them and the admin schema. */
import { z } from 'zod';
import type {
  AdminCouponFieldsFragment,
  Category,
  CouponInput,
  CouponStatus,
} from '../__generated__/graphql.ts';

import { shopTimeZone } from '../format.ts';

/** The shop's offset from UTC (Asia/Karachi keeps no summer time): a coupon expires at the end of a day there. */
const shopOffset = '+05:00';

/** Each coupon status's catalogue entry (the list's badge and filter). */
export const couponStatusMessageIds: Record<CouponStatus, string> = {
  ACTIVE: 'admin.couponStatus.active',
  INACTIVE: 'admin.couponStatus.inactive',
  EXPIRED: 'admin.couponStatus.expired',
  USED_UP: 'admin.couponStatus.usedUp',
};

/** The coupon form's schema; its messages are catalogue ids. */
export const couponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,40}$/, 'admin.couponForm.codeFormat')
      .transform((code) => code.toUpperCase()),
    kind: z.enum(['PERCENT', 'FIXED']),
    value: z
      .string()
      .trim()
      .regex(/^\d+(?:\.\d{1,2})?$/, 'admin.couponForm.valueFormat')
      .transform(Number),
    scope: z.enum(['all', 'some']),
    categories: z.array(z.string()),
    expiresOn: z.string(),
    active: z.boolean(),
    maxUses: z
      .string()
      .trim()
      .regex(/^(?:[1-9]\d*)?$/, 'admin.couponForm.maxUsesFormat')
      .transform((text) => (text ? Number(text) : null)),
    onePerShopper: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.kind === 'PERCENT' && (values.value < 1 || values.value > 100)) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'admin.couponForm.percentRange',
      });
    }
    if (values.kind === 'FIXED' && values.value <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'admin.couponForm.amountAboveZero',
      });
    }
    if (values.scope === 'some' && values.categories.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['categories'],
        message: 'admin.couponForm.chooseCategory',
      });
    }
  });

/** The form's values as typed. */
export type CouponFormValues = z.input<typeof couponSchema>;

/** An empty form, for "New coupon". */
export const newCouponValues: CouponFormValues = {
  code: '',
  kind: 'PERCENT',
  value: '',
  scope: 'all',
  categories: [],
  expiresOn: '',
  active: true,
  maxUses: '',
  onePerShopper: true,
};

/** The day (YYYY-MM-DD) an instant falls on in the shop's time zone. */
function shopDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(new Date(iso));
}

/** The form's values for a coupon as the gateway answers it. */
export function couponValues(coupon: AdminCouponFieldsFragment): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    scope: coupon.categories.length ? 'some' : 'all',
    categories: [...coupon.categories],
    expiresOn: coupon.expiresAt ? shopDay(coupon.expiresAt) : '',
    active: coupon.active,
    maxUses: coupon.maxUses === null || coupon.maxUses === undefined ? '' : String(coupon.maxUses),
    onePerShopper: coupon.onePerShopper,
  };
}

/** The admin schema's input for checked values: the expiry is the end of the shop's day. */
export function couponInput(values: z.output<typeof couponSchema>): CouponInput {
  return {
    code: values.code,
    kind: values.kind,
    value: values.value,
    categories: values.scope === 'some' ? (values.categories as Category[]) : [],
    expiresAt: values.expiresOn ? `${values.expiresOn}T23:59:59${shopOffset}` : null,
    active: values.active,
    maxUses: values.maxUses,
    onePerShopper: values.onePerShopper,
  };
}

/** The form field a refusal's `extensions.field` names. */
export function couponFieldOf(field: string | undefined): keyof CouponFormValues | undefined {
  const head = field?.split('.')[0];
  if (head === 'expiresAt') return 'expiresOn';
  const known: (keyof CouponFormValues)[] = ['code', 'kind', 'value', 'categories', 'maxUses'];
  return known.find((name) => name === head);
}
