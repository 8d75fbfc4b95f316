/** The staff screen's changes that more than one part of it sends. */
import { graphql } from '../__generated__/gql.ts';

/**
 * Changes a staff member's role; granting OWNER carries the granting owner's `password` or a
 * current two-factor `code`.
 */
export const ChangeStaffRoleMutation = graphql(`
  mutation ChangeStaffRole($input: ChangeStaffRoleInput!) {
    changeStaffRole(input: $input) {
      id
      role
    }
  }
`);
