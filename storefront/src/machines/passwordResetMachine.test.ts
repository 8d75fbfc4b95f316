import { expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  BROKEN_LINK_NOTICE,
  isResetRequestId,
  isResetToken,
  passwordResetMachine,
  type ResetNavigation,
  type ResetStep,
} from './passwordResetMachine.ts';

const ID = '3f0c6a2e-1b7d-4c39-9a55-0e2f7d1c8b44';
const TOKEN = 'q8V3nX0cR2mT5yW7zA9bC1dE4fG6hJ8kL0pS2uV4wX6';

function start(
  step: ResetStep,
  fakes: {
    request?: () => Promise<{ resetRequestId: string; message: string }>;
    verify?: () => Promise<{ resetToken: string }>;
    reset?: () => Promise<{ message: string }>;
  } = {},
) {
  const calls = {
    request: [] as unknown[],
    verify: [] as unknown[],
    reset: [] as unknown[],
    went: [] as ResetNavigation[],
    said: [] as string[],
    failures: [] as unknown[],
  };
  const machine = passwordResetMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => {
        calls.request.push(input);
        return (fakes.request ?? (async () => ({ resetRequestId: ID, message: 'Code sent' })))();
      }),
      verifyCode: fromPromise(({ input }) => {
        calls.verify.push(input);
        return (fakes.verify ?? (async () => ({ resetToken: TOKEN })))();
      }),
      resetPassword: fromPromise(({ input }) => {
        calls.reset.push(input);
        return (fakes.reset ?? (async () => ({ message: 'Password updated' })))();
      }),
    },
    actions: {
      go: (_, params) => void calls.went.push(params),
      notify: (_, { message }) => void calls.said.push(message),
      reportFailure: (_, { error }) => void calls.failures.push(error),
    },
  });
  const actor = createActor(machine, { input: step });
  actor.start();
  return { actor, calls };
}

const fail = (message: string) => async () => {
  throw new Error(message);
};

test('the email step sends the trimmed email, says so and goes to /otp/{id}', async () => {
  const { actor, calls } = start({ step: 'email' });
  expect(actor.getSnapshot().value).toBe('email');
  actor.send({ type: 'reset.requestCode', email: ' asha@example.com ' });
  expect(actor.getSnapshot().value).toBe('requesting');

  await waitFor(actor, (s) => s.status === 'done');
  expect(calls.request).toEqual([{ email: 'asha@example.com' }]);
  expect(calls.said).toEqual(['Code sent']);
  expect(calls.went).toEqual([{ to: `/otp/${ID}` }]);
});

test('a failed email step stays, says why, and goes nowhere', async () => {
  const { actor, calls } = start({ step: 'email' }, { request: fail('Too many tries') });
  actor.send({ type: 'reset.requestCode', email: 'a@b.c' });
  await waitFor(actor, (s) => s.matches('email'));

  // The page is handed what was thrown, to say under its field or in a toast.
  expect(calls.failures).toEqual([new Error('Too many tries')]);
  expect(calls.said).toEqual([]);
  expect(calls.went).toEqual([]);
  actor.send({ type: 'reset.requestCode', email: 'a@b.c' });
  expect(actor.getSnapshot().value).toBe('requesting');
});

test('the code step sends id and code and goes to /reset/{id}/{token}', async () => {
  const { actor, calls } = start({ step: 'code', resetRequestId: ID });
  expect(actor.getSnapshot().value).toBe('code');
  actor.send({ type: 'reset.verifyCode', code: ' 123456 ' });
  expect(actor.getSnapshot().value).toBe('verifying');

  await waitFor(actor, (s) => s.status === 'done');
  expect(calls.verify).toEqual([{ resetRequestId: ID, code: '123456' }]);
  expect(calls.went).toEqual([{ to: `/reset/${ID}/${TOKEN}` }]);
});

test('a wrong code stays on the code step and says why', async () => {
  const { actor, calls } = start(
    { step: 'code', resetRequestId: ID },
    { verify: fail('That code is not right.') },
  );
  actor.send({ type: 'reset.verifyCode', code: '000000' });
  await waitFor(actor, (s) => s.matches('code'));

  expect(calls.failures).toEqual([new Error('That code is not right.')]);
  expect(calls.went).toEqual([]);
  actor.send({ type: 'reset.verifyCode', code: '111111' });
  expect(actor.getSnapshot().value).toBe('verifying');
});

test('the password step resets with id and token, says so, and goes to /login', async () => {
  const { actor, calls } = start({ step: 'password', resetRequestId: ID, resetToken: TOKEN });
  expect(actor.getSnapshot().value).toBe('password');
  actor.send({
    type: 'reset.submitPassword',
    password: 'new-secret-1',
    confirmPassword: 'new-secret-1',
  });
  expect(actor.getSnapshot().value).toBe('resetting');

  await waitFor(actor, (s) => s.status === 'done');
  expect(calls.reset).toEqual([
    { resetRequestId: ID, resetToken: TOKEN, newPassword: 'new-secret-1' },
  ]);
  expect(calls.said).toEqual(['Password updated']);
  expect(calls.went).toEqual([{ to: '/login', replace: true }]);
});

test('passwords that differ, or empty ones, are refused silently', () => {
  const { actor, calls } = start({ step: 'password', resetRequestId: ID, resetToken: TOKEN });
  actor.send({
    type: 'reset.submitPassword',
    password: 'new-secret-1',
    confirmPassword: 'new-secret-2',
  });
  actor.send({ type: 'reset.submitPassword', password: '', confirmPassword: '' });

  expect(actor.getSnapshot().value).toBe('password');
  expect(calls.reset).toEqual([]);
  expect(calls.said).toEqual([]);
  expect(calls.failures).toEqual([]);
});

test('a failed reset stays on the step and says why', async () => {
  const { actor, calls } = start(
    { step: 'password', resetRequestId: ID, resetToken: TOKEN },
    { reset: fail('This reset link has expired.') },
  );
  actor.send({ type: 'reset.submitPassword', password: 'abcdefgh', confirmPassword: 'abcdefgh' });
  await waitFor(actor, (s) => s.matches('password'));

  expect(calls.failures).toEqual([new Error('This reset link has expired.')]);
  expect(calls.said).toEqual([]);
  expect(calls.went).toEqual([]);
});

test.each<[string, ResetStep]>([
  ['a code step without an id', { step: 'code', resetRequestId: undefined }],
  ['a code step with a malformed id', { step: 'code', resetRequestId: 'x' }],
  [
    'a password step without a token',
    { step: 'password', resetRequestId: ID, resetToken: undefined },
  ],
  [
    'a password step with a malformed token',
    { step: 'password', resetRequestId: ID, resetToken: 'short' },
  ],
  [
    'a password step with a malformed id',
    { step: 'password', resetRequestId: 'a b', resetToken: TOKEN },
  ],
])('%s is refused: back to /forget with a message', (_, step) => {
  const { actor, calls } = start(step);
  expect(actor.getSnapshot().value).toBe('refused');
  expect(calls.went).toEqual([{ to: '/forget', replace: true, notice: BROKEN_LINK_NOTICE }]);
});

test('events of other steps are ignored', () => {
  const { actor, calls } = start({ step: 'email' });
  actor.send({ type: 'reset.verifyCode', code: '123456' });
  actor.send({ type: 'reset.submitPassword', password: 'abcdefgh', confirmPassword: 'abcdefgh' });
  expect(actor.getSnapshot().value).toBe('email');
  expect(calls.verify.length + calls.reset.length).toBe(0);
});

test('id and token shapes: URL-safe, not empty, not absurdly long', () => {
  expect(isResetRequestId(ID)).toBe(true);
  expect(isResetRequestId('../etc')).toBe(false);
  expect(isResetRequestId('x'.repeat(129))).toBe(false);
  expect(isResetToken(TOKEN)).toBe(true);
  expect(isResetToken('abc')).toBe(false);
  expect(isResetToken(undefined)).toBe(false);
});
