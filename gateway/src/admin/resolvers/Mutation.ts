import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/admin-resolvers-types.ts';
import { apiMessageState, apiOrderStatus } from '../enums.ts';
import { apiRole } from '../permissions.ts';

/** Everything the back office changes, each behind the permission it needs. */
export const Mutation: MutationResolvers = {
  signIn: async (_parent, { input }, { staff, dataSources }) => {
    const outcome = await dataSources.session.signIn(input.email, input.password, input.code);
    if (outcome.kind === 'code-required') {
      return { status: 'TWO_FACTOR_REQUIRED', message: outcome.message, staff: null };
    }
    const { session } = outcome;
    staff.remember(session);
    return session.enrolmentRequired
      ? {
          status: 'ENROLMENT_REQUIRED',
          message: 'The shop requires two-factor sign-in: set it up to continue.',
          staff: session.staff,
        }
      : { status: 'SIGNED_IN', message: `Welcome, ${session.staff.name}.`, staff: session.staff };
  },

  signOut: async (_parent, _args, { staff, dataSources, hasStaffCookie }) => {
    // Without a staff cookie there is nothing to end: no call to the api.
    const message = hasStaffCookie ? await dataSources.session.signOut() : 'You are signed out.';
    staff.forget();
    return { message };
  },

  startTwoFactorEnrolment: async (_parent, _args, { staff, dataSources }) => {
    await staff.require(undefined, { forEnrolment: true });
    const started = await dataSources.session.startTwoFactor();
    return { secret: started.secret, otpauthUrl: started.otpauthUrl, qrSvg: started.qrSvg };
  },

  confirmTwoFactor: async (_parent, { code }, { staff, dataSources }) => {
    await staff.require(undefined, { forEnrolment: true });
    const recoveryCodes = await dataSources.session.confirmTwoFactor(code);
    // The session now opens everything its role allows: read it again.
    const session = await dataSources.session.current();
    staff.remember(session);
    return { recoveryCodes, staff: session.staff };
  },

  disableTwoFactor: async (_parent, { code }, { staff, dataSources }) => {
    await staff.require();
    return dataSources.session.disableTwoFactor(code);
  },

  setMyLocale: async (_parent, { locale }, { staff, dataSources }) => {
    await staff.require(undefined, { forEnrolment: true });
    return dataSources.session.setLocale(locale === 'UR' ? 'ur' : 'en');
  },

  inviteStaff: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('staff:manage');
    const invitation = await dataSources.staff.invite(input.email, apiRole[input.role], {
      password: input.password ?? undefined,
      code: input.code ?? undefined,
    });
    return {
      message: `Invitation sent to ${invitation.email}; the link works for 48 hours.`,
      invitation,
    };
  },

  acceptInvitation: async (_parent, { input }, { dataSources }) => {
    const member = await dataSources.staff.acceptInvitation(
      input.token,
      input.name,
      input.password,
    );
    return { message: `Welcome to Bloom, ${member.name}. Sign in to start.`, staff: member };
  },

  revokeInvitation: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require('staff:manage');
    return { message: await dataSources.staff.revokeInvitation(id) };
  },

  changeStaffRole: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('staff:manage');
    return dataSources.staff.changeRole(input.id, apiRole[input.role], {
      password: input.password ?? undefined,
      code: input.code ?? undefined,
    });
  },

  deactivateStaff: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require('staff:manage');
    return dataSources.staff.deactivate(id);
  },

  reactivateStaff: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require('staff:manage');
    return dataSources.staff.reactivate(id);
  },

  setOrderStatus: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('orders:write');
    return dataSources.orders.setStatus(input.id, apiOrderStatus[input.status], input.version, {
      carrier: input.carrier ?? undefined,
      trackingNumber: input.trackingNumber ?? undefined,
      returnedLines: input.returnedLines ?? undefined,
      returnReason: input.returnReason ?? undefined,
    });
  },

  recordOrderPayment: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('orders:write');
    return dataSources.orders.recordPayment(input.id, {
      version: input.version,
      collected: input.collected,
      refunded: input.refunded,
      ...(input.collectedNote != null ? { collectedNote: input.collectedNote } : {}),
      ...(input.refundedNote != null ? { refundedNote: input.refundedNote } : {}),
    });
  },

  addOrderNote: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('orders:write');
    return dataSources.orders.addNote(input.id, input.text);
  },

  markOrdersDispatched: async (_parent, { input }, { staff, dataSources }) => {
    const ids = input.ids ?? input.orders?.map(({ id }) => id);
    if (!ids || (input.ids && input.orders)) {
      throw new GraphQLError('Give the orders to dispatch as "ids".', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    await staff.require('orders:write');
    const reply = await dataSources.orders.dispatch(ids, input.carrier ?? undefined);
    return {
      dispatched: reply.dispatched.map(({ id }) => id),
      refused: reply.refused.map(({ id, error }) => ({ id, message: error })),
    };
  },

  sendCustomerPasswordReset: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require('customers:read');
    return { message: await dataSources.customers.sendPasswordReset(id) };
  },

  assignMessage: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('messages:handle');
    return dataSources.messages.assign(input.id, input.staffId ?? null);
  },

  replyToMessage: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('messages:handle');
    return dataSources.messages.reply(input.id, input.text);
  },

  setMessageHandled: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('messages:handle');
    return dataSources.messages.setState(
      input.id,
      apiMessageState[input.handled ? 'HANDLED' : 'NEW'],
    );
  },
};
