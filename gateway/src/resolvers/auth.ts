import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { UserRecord } from '../rest/types.ts';

/** The session's user, or UNAUTHENTICATED before any write is attempted on a guest's behalf. */
export async function requireUser({ loaders }: GatewayContext): Promise<UserRecord> {
  const user = await loaders.sessionUser();
  if (!user) {
    throw new GraphQLError('Please log in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return user;
}
