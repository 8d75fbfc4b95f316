/** The order page's fields, and the two changes it makes, each answering the whole order. */
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
      kind
      summary
      by {
        id
        name
        role
      }
      at
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

/** Moves the order along its workflow, from the version the page showed. */
export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($input: SetOrderStatusInput!) {
    setOrderStatus(input: $input) {
      ...AdminOrderFields
    }
  }
`);

/** Adds an internal note. */
export const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      ...AdminOrderFields
    }
  }
`);
