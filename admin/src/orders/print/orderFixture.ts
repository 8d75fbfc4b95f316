/**
 * An order as the gateway answers `AdminOrderQuery` (the print view's read), for the tests of the
 * screens that print.
 */
import type { MockedResponse } from '@apollo/client/testing';
import type { OrderStatus } from '../../__generated__/graphql.ts';
import { AdminOrderQuery } from '../orderDocuments.ts';
import type { PrintedOrderData } from './PrintedOrder.tsx';

/** An order as the gateway answers the order page's query. */
export function order(id: string, overrides: Partial<PrintedOrderData> = {}) {
  const answer = {
    __typename: 'Order',
    id,
    status: 'PENDING' as OrderStatus,
    version: 1,
    allowedStatuses: ['DISPATCHED', 'CANCELLED'] as OrderStatus[],
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
        productId: 'p1',
        name: 'Rosewater Toner',
        unitPrice: 1299,
        quantity: 2,
        lineTotal: 2598,
      },
      {
        __typename: 'OrderLine',
        productId: 'p2',
        name: 'Shea Body Butter',
        unitPrice: 850,
        quantity: 1,
        lineTotal: 850,
      },
    ],
    coupon: null,
    subtotal: 3448,
    discount: 0,
    totalAmount: 3448,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    notes: [],
    timeline: [],
    ...overrides,
  };
  // Fails the type check when the order page's query asks for a field this answer lacks.
  const typed: PrintedOrderData = answer;
  return typed;
}

/** The gateway's answer for one order (null: there is no such order). */
export function orderMock(id: string, answer: PrintedOrderData | null = order(id)): MockedResponse {
  return {
    request: { query: AdminOrderQuery, variables: { id } },
    result: { data: { order: answer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
