/** The recovery machine at the React boundary: Apollo for the calls, the router for the steps. */
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { toast } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { localeInput } from '../apollo.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { reportError, toShopError } from '../graphql/errors.ts';
import { passwordResetMachine, type ResetStep } from '../machines/passwordResetMachine.ts';
import { NO_ANSWER_MESSAGE, localSentence } from '../machines/sentences.ts';

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

/**
 * Runs the recovery machine from `step`; returns the actor and whether a call is in flight. A
 * refused step goes to `refuse` (the page's form, `useShopForm().refuse`), a toast by default.
 */
export function usePasswordReset(step: ResetStep, refuse?: (error: unknown) => void) {
  const client = useApolloClient();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const actor = useActorRef(
    passwordResetMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }) =>
          answerOf(async () => {
            const { data } = await client.mutate({
              mutation: RequestPasswordResetMutation,
              // The code's mail is written in the shopper's language.
              variables: { input: { ...input, ...localeInput(locale) } },
            });
            return data?.requestPasswordReset;
          }),
        ),
        verifyCode: fromPromise(({ input }) =>
          answerOf(async () => {
            const { data } = await client.mutate({
              mutation: VerifyResetCodeMutation,
              variables: { input },
            });
            return data?.verifyResetCode;
          }),
        ),
        resetPassword: fromPromise(({ input }) =>
          answerOf(async () => {
            const { data } = await client.mutate({
              mutation: ResetPasswordMutation,
              variables: { input },
            });
            return data?.resetPassword;
          }),
        ),
      },
      actions: {
        go: (_, { to, replace, notice }) =>
          void navigate(to, { replace, state: notice ? { notice } : undefined }),
        // The shop's sentence, in the request's language already.
        notify: (_, { message }) => void toast.success(localSentence(intl, message)),
        reportFailure: (_, { error }) => (refuse ? refuse(error) : reportError(error, intl)),
      },
    }),
    { input: step },
  );
  const busy = useSelector(
    actor,
    (s) => s.matches('requesting') || s.matches('verifying') || s.matches('resetting'),
  );
  return { actor, busy };
}

/** The answer of one call, or a {@link toShopError} failure the machine can tell the shopper. */
async function answerOf<T>(call: () => Promise<T | undefined>): Promise<T> {
  try {
    const answer = await call();
    if (!answer) throw new Error(NO_ANSWER_MESSAGE);
    return answer;
  } catch (error) {
    throw toShopError(error);
  }
}
