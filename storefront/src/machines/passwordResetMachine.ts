/**
 * Password recovery (SPEC.md §2, DESIGN.md): /forget (email) -> /otp/{id} (mailed code) ->
 * /reset/{id}/{token} (new password) -> /login. Each page runs this machine from its own step,
 * so every step can be opened from a link; a step whose address cannot be right (an id or token
 * of the wrong shape) is refused and sends the shopper back to /forget with a message. The
 * reset refuses two passwords that differ silently, as SPEC.md §5 asks. The three calls are
 * actors provided at the React boundary; where to go next is the `go` action's business.
 */
import { assign, fromPromise, setup } from 'xstate';

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
  /** A sentence for the next page to show. */
  notice?: string;
}

/** Said on /forget when a later step was opened with an address that cannot be right. */
export const BROKEN_LINK_NOTICE =
  'That reset link is not valid or has expired. Enter your email to get a new code.';

// Opaque to the storefront, but never empty and only URL-safe characters.
const ID_SHAPE = /^[A-Za-z0-9_-]{8,128}$/;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

/** Whether a reset request id from an address can be one. */
export const isResetRequestId = (value: string | undefined): value is string =>
  value !== undefined && ID_SHAPE.test(value);
/** Whether a reset token from an address can be one. */
export const isResetToken = (value: string | undefined): value is string =>
  value !== undefined && TOKEN_SHAPE.test(value);

/** What the recovery remembers between its steps. */
export interface PasswordResetContext {
  step: ResetStep['step'];
  resetRequestId: string | null;
  resetToken: string | null;
  error: string | null;
}

/** The recovery flow; provide the actors and the `go` and `notify` actions. */
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
    /** Tells the shopper something (provided by the page); a failure comes with what was thrown. */
    notify: (_, _params: { ok: boolean; message: string; error?: unknown }) => {},
  },
  guards: {
    passwordsMatch: ({ event }) =>
      event.type === 'reset.submitPassword' &&
      event.password !== '' &&
      event.password === event.confirmPassword,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    step: input.step,
    resetRequestId: input.step === 'email' ? null : (input.resetRequestId ?? null),
    resetToken: input.step === 'password' ? (input.resetToken ?? null) : null,
    error: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: ({ context }) => context.step === 'email', target: 'email' },
        {
          guard: ({ context }) => !isResetRequestId(context.resetRequestId ?? undefined),
          target: 'refused',
        },
        { guard: ({ context }) => context.step === 'code', target: 'code' },
        {
          guard: ({ context }) => !isResetToken(context.resetToken ?? undefined),
          target: 'refused',
        },
        { target: 'password' },
      ],
    },
    refused: {
      entry: {
        type: 'go',
        params: { to: '/forget', replace: true, notice: BROKEN_LINK_NOTICE },
      },
      type: 'final',
    },
    email: {
      on: { 'reset.requestCode': 'requesting' },
    },
    requesting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'requestCode',
        input: ({ event }) => ({
          email: (event as Extract<PasswordResetEvent, { type: 'reset.requestCode' }>).email.trim(),
        }),
        onDone: {
          target: 'codeSent',
          actions: [
            assign({ resetRequestId: ({ event }) => event.output.resetRequestId }),
            {
              type: 'notify',
              params: ({ event }) => ({ ok: true, message: event.output.message }),
            },
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
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({
                ok: false,
                message: messageOf(event.error),
                error: event.error,
              }),
            },
          ],
        },
      },
    },
    codeSent: { type: 'final' },
    code: {
      on: { 'reset.verifyCode': 'verifying' },
    },
    verifying: {
      entry: assign({ error: null }),
      invoke: {
        src: 'verifyCode',
        input: ({ context, event }) => ({
          resetRequestId: context.resetRequestId!,
          code: (event as Extract<PasswordResetEvent, { type: 'reset.verifyCode' }>).code.trim(),
        }),
        onDone: {
          target: 'codeVerified',
          actions: [
            assign({ resetToken: ({ event }) => event.output.resetToken }),
            {
              type: 'go',
              params: ({ context, event }) => ({
                to: `/reset/${encodeURIComponent(context.resetRequestId!)}/${encodeURIComponent(event.output.resetToken)}`,
              }),
            },
          ],
        },
        onError: {
          target: 'code',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({
                ok: false,
                message: messageOf(event.error),
                error: event.error,
              }),
            },
          ],
        },
      },
    },
    codeVerified: { type: 'final' },
    password: {
      on: {
        // Two passwords that differ are refused without a word (SPEC.md §5).
        'reset.submitPassword': { guard: 'passwordsMatch', target: 'resetting' },
      },
    },
    resetting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => ({
          resetRequestId: context.resetRequestId!,
          resetToken: context.resetToken!,
          newPassword: (event as Extract<PasswordResetEvent, { type: 'reset.submitPassword' }>)
            .password,
        }),
        onDone: {
          target: 'passwordChanged',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({ ok: true, message: event.output.message }),
            },
            { type: 'go', params: { to: '/login', replace: true } },
          ],
        },
        onError: {
          target: 'password',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({
                ok: false,
                message: messageOf(event.error),
                error: event.error,
              }),
            },
          ],
        },
      },
    },
    passwordChanged: { type: 'final' },
  },
});

function messageOf(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
