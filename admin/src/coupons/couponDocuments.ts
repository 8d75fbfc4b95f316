/** The coupons list's and coupon form's reads and changes. */
import { graphql } from '../__generated__/gql.ts';

/** Everything the list and the form show of a coupon. */
export const AdminCouponFields = graphql(`
  fragment AdminCouponFields on Coupon {
    id
    code
    kind
    value
    categories
    expiresAt
    active
    maxUses
    onePerShopper
    uses
    remaining
    status
    version
  }
`);

/** One page of coupons, newest first. */
export const AdminCouponsQuery = graphql(`
  query AdminCoupons($filter: CouponFilter, $page: Int) {
    coupons(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        ...AdminCouponFields
      }
    }
  }
`);

/** One coupon. */
export const AdminCouponQuery = graphql(`
  query AdminCoupon($id: ID!) {
    coupon(id: $id) {
      ...AdminCouponFields
    }
  }
`);

/** Adds a coupon. */
export const CreateCouponMutation = graphql(`
  mutation CreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      ...AdminCouponFields
    }
  }
`);

/** Saves a coupon from the version the form showed. */
export const UpdateCouponMutation = graphql(`
  mutation UpdateCoupon($id: ID!, $version: Int!, $input: CouponInput!) {
    updateCoupon(id: $id, version: $version, input: $input) {
      ...AdminCouponFields
    }
  }
`);

/** Stops a coupon being applied. */
export const DeactivateCouponMutation = graphql(`
  mutation DeactivateCoupon($id: ID!, $version: Int) {
    deactivateCoupon(id: $id, version: $version) {
      ...AdminCouponFields
    }
  }
`);
