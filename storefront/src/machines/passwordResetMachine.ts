/**
 * Password recovery (SPEC.md §2, DESIGN.md): /forget (email) -> /otp/{id} (mailed code) ->
 * /reset/{id}/{token} (new password) -> /login. Each page runs this machine from its own step,
 * so every step can be opened from a link; a step whose address cannot be right (an id or token
 * of the wrong shape) is refused and sends the shopper back to /forget with a message. The
 * reset refuses two passwords that differ silently, as SPEC.md §5 asks. The three calls are
 * actors provided at the React boundary; where to go next is the `go` action's business.
 */
import { assertEvent, fromPromise, not, setup } from 'xstate';
import { BROKEN_LINK_NOTICE } from './sentences.ts';

/** Which page the machine runs for. */
export type ResetStep =
  | { step: 'email' }
  | { step: 'code'; resetRequestId: string | undefined }
  | { step: 'password'; resetRequestId: string | undefined; resetToken: string | undefined };

/** Events of the recovery. */
export type PasswordResetEvent =
  | { type: 'reset.requestCode'; email: string }
  | { type: 'reset.verifyCode'; code: string }
  | { type: 'reset.submitPassword'; password: string; confirmPassword: string };

/** Where the flow sends the shopper next. */
export interface ResetNavigation {
  /** The path. */
  to: string;
  /** Replace the current history entry (a refused step should not be returned to). */
  replace?: boolean;
  /** A sentence for the next page to show: one of sentences.ts, in English (`localSentence`). */
  notice?: string;
}

export { BROKEN_LINK_NOTICE };

// Opaque to the storefront, but never empty and only URL-safe characters.
const ID_SHAPE = /^[A-Za-z0-9_-]{8,128}$/;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

/** Whether a reset request id from an address can be one. */
export const isResetRequestId = (value: string | undefined): value is string =>
  value !== undefined && ID_SHAPE.test(value);
/** Whether a reset token from an address can be one. */
export const isResetToken = (value: string | undefined): value is string =>
  value !== undefined && TOKEN_SHAPE.test(value);

/** What the recovery remembers: where it started and what the page's address said. */
export interface PasswordResetContext {
  /** The step the page runs. */
  step: ResetStep['step'];
  /** The reset request id from the address ('' when it has none: the email step). */
  resetRequestId: string;
  /** The reset token from the address ('' when it has none: the email and code steps). */
  resetToken: string;
}

/** The recovery flow; provide the actors and the `go`, `notify` and `reportFailure` actions. */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as ResetStep,
  },
  actors: {
    requestCode: fromPromise<{ resetRequestId: string; message: string }, { email: string }>(
      async () => {
        throw new Error('requestCode is provided at the React boundary');
      },
    ),
    verifyCode: fromPromise<{ resetToken: string }, { resetRequestId: string; code: string }>(
      async () => {
        throw new Error('verifyCode is provided at the React boundary');
      },
    ),
    resetPassword: fromPromise<
      { message: string },
      { resetRequestId: string; resetToken: string; newPassword: string }
    >(async () => {
      throw new Error('resetPassword is provided at the React boundary');
    }),
  },
  actions: {
    /** Moves to another page (provided by the page). */
    go: (_, _params: ResetNavigation) => {},
    /** Tells the shopper the shop's sentence about a step that went through (provided by the page). */
    notify: (_, _params: { message: string }) => {},
    /** Tells the shopper why a step was refused: the page is handed what was thrown. */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    startsAtEmail: ({ context }) => context.step === 'email',
    startsAtCode: ({ context }) => context.step === 'code',
    /** The address carries a reset request id of the right shape. */
    hasRequestId: ({ context }) => isResetRequestId(context.resetRequestId),
    /** The address carries a reset token of the right shape. */
    hasToken: ({ context }) => isResetToken(context.resetToken),
    /** Two passwords that differ (or none) are refused without a word (SPEC.md §5). */
    passwordsMatch: ({ event }) => {
      assertEvent(event, 'reset.submitPassword');
      return event.password !== '' && event.password === event.confirmPassword;
    },
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    step: input.step,
    resetRequestId: input.step === 'email' ? '' : (input.resetRequestId ?? ''),
    resetToken: input.step === 'password' ? (input.resetToken ?? '') : '',
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'startsAtEmail', target: 'email' },
        { guard: not('hasRequestId'), target: 'refused' },
        { guard: 'startsAtCode', target: 'code' },
        { guard: not('hasToken'), target: 'refused' },
        { target: 'password' },
      ],
    },
    refused: {
      type: 'final',
      entry: {
        type: 'go',
        params: { to: '/forget', replace: true, notice: BROKEN_LINK_NOTICE },
      },
    },
    email: {
      on: { 'reset.requestCode': 'requesting' },
    },
    requesting: {
      invoke: {
        src: 'requestCode',
        input: ({ event }) => {
          assertEvent(event, 'reset.requestCode');
          return { email: event.email.trim() };
        },
        onDone: {
          target: 'codeSent',
          actions: [
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
            {
              type: 'go',
              params: ({ event }) => ({
                to: `/otp/${encodeURIComponent(event.output.resetRequestId)}`,
              }),
            },
          ],
        },
        onError: {
          target: 'email',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    codeSent: { type: 'final' },
    code: {
      on: { 'reset.verifyCode': 'verifying' },
    },
    verifying: {
      invoke: {
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'reset.verifyCode');
          return { resetRequestId: context.resetRequestId, code: event.code.trim() };
        },
        onDone: {
          target: 'codeVerified',
          actions: {
            type: 'go',
            params: ({ context, event }) => ({
              to: `/reset/${encodeURIComponent(context.resetRequestId)}/${encodeURIComponent(event.output.resetToken)}`,
            }),
          },
        },
        onError: {
          target: 'code',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    codeVerified: { type: 'final' },
    password: {
      on: {
        'reset.submitPassword': { guard: 'passwordsMatch', target: 'resetting' },
      },
    },
    resetting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'reset.submitPassword');
          return {
            resetRequestId: context.resetRequestId,
            resetToken: context.resetToken,
            newPassword: event.password,
          };
        },
        onDone: {
          target: 'passwordChanged',
          actions: [
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
            { type: 'go', params: { to: '/login', replace: true } },
          ],
        },
        onError: {
          target: 'password',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The recovery is over: the shopper logs in with the new password.
    passwordChanged: { type: 'final' },
  },
});
