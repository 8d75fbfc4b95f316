/**
 * The order page's fields, and the changes it makes, each answering the whole order. What came
 * back and the payment are a fragment of their own, read by the order page's query: the print
 * views read `AdminOrderQuery`, which needs neither.
 */
import { graphql } from '../__generated__/gql.ts';

/** Everything the order page shows. */
export const AdminOrderFields = graphql(`
  fragment AdminOrderFields on Order {
    id
    status
    version
    allowedStatuses
    createdAt
    email
    name
    phone
    address
    customer {
      id
      name
      email
    }
    lines {
      productId
      name
      unitPrice
      quantity
      lineTotal
    }
    coupon {
      code
      discountAmount
    }
    subtotal
    discount
    totalAmount
    carrier
    trackingNumber
    trackingUrl
    notes {
      id
      text
      author {
        id
        name
      }
      createdAt
    }
    timeline {
      ...TimelineEventFields
    }
  }
`);

/** What came back of an order, why, and the money collected and given back. */
export const OrderReturnFields = graphql(`
  fragment OrderReturnFields on Order {
    returnReason
    lines {
      line
      returnedQuantity
    }
    payment {
      collected
      collectedNote
      refunded
      refundedNote
    }
  }
`);

/** One order. */
export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      ...AdminOrderFields
    }
  }
`);

/** One order as its page shows it: with what came back and the payment. */
export const AdminOrderPageQuery = graphql(`
  query AdminOrderPage($id: ID!) {
    order(id: $id) {
      ...AdminOrderFields
      ...OrderReturnFields
    }
  }
`);

/** Moves the order along its workflow, from the version the page showed. */
export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($input: SetOrderStatusInput!) {
    setOrderStatus(input: $input) {
      ...AdminOrderFields
      ...OrderReturnFields
    }
  }
`);

/** Adds an internal note. */
export const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      ...AdminOrderFields
      ...OrderReturnFields
    }
  }
`);

/** Records what was collected and given back, from the version the page showed. */
export const RecordOrderPaymentMutation = graphql(`
  mutation RecordOrderPayment($input: RecordOrderPaymentInput!) {
    recordOrderPayment(input: $input) {
      ...AdminOrderFields
      ...OrderReturnFields
    }
  }
`);
