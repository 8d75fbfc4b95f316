/** The recovery machine at the React boundary: Apollo for the calls, the router for the steps. */
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { toast } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { errorMessage } from '../graphql/errors.ts';
import { passwordResetMachine, type ResetStep } from '../machines/passwordResetMachine.ts';

/** Step 1: mails a code; answers the same for unknown emails. */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      resetRequestId
    }
  }
`);

/** Step 2: trades the mailed code for a reset token. */
export const VerifyResetCodeMutation = graphql(`
  mutation VerifyResetCode($input: VerifyResetCodeInput!) {
    verifyResetCode(input: $input) {
      resetToken
    }
  }
`);

/** Step 3: sets the new password. */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

/** Runs the recovery machine from `step`; returns the actor and whether a call is in flight. */
export function usePasswordReset(step: ResetStep) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const actor = useActorRef(
    passwordResetMachine.provide({
      actors: {
        requestCode: fromPromise(async ({ input }) => {
          try {
            const { data } = await client.mutate({
              mutation: RequestPasswordResetMutation,
              variables: { input },
            });
            if (!data) throw new Error('No answer from the shop.');
            return data.requestPasswordReset;
          } catch (error) {
            throw new Error(errorMessage(error));
          }
        }),
        verifyCode: fromPromise(async ({ input }) => {
          try {
            const { data } = await client.mutate({
              mutation: VerifyResetCodeMutation,
              variables: { input },
            });
            if (!data) throw new Error('No answer from the shop.');
            return data.verifyResetCode;
          } catch (error) {
            throw new Error(errorMessage(error));
          }
        }),
        resetPassword: fromPromise(async ({ input }) => {
          try {
            const { data } = await client.mutate({
              mutation: ResetPasswordMutation,
              variables: { input },
            });
            if (!data) throw new Error('No answer from the shop.');
            return data.resetPassword;
          } catch (error) {
            throw new Error(errorMessage(error));
          }
        }),
      },
      actions: {
        go: (_, { to, replace, notice }) =>
          void navigate(to, { replace, state: notice ? { notice } : undefined }),
        notify: (_, { ok, message }) => {
          if (ok) toast.success(message);
          else toast.error(message);
        },
      },
    }),
    { input: step },
  );
  const busy = useSelector(
    actor,
    (s) => s.matches('requesting') || s.matches('verifying') || s.matches('resetting'),
  );
  const error = useSelector(actor, (s) => s.context.error);
  return { actor, busy, error };
}
