import { expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type SessionUser } from './sessionMachine.ts';

const asha: SessionUser = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  address: '',
};

function start(
  options: {
    user?: SessionUser | null;
    check?: () => Promise<SessionUser | null>;
    logout?: () => Promise<void>;
  } = {},
) {
  let checks = 0;
  let logouts = 0;
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fromPromise(() => {
        checks += 1;
        return (options.check ?? (async () => null))();
      }),
      logout: fromPromise(() => {
        logouts += 1;
        return (options.logout ?? (async () => undefined))();
      }),
    },
  });
  const actor = createActor(machine, { input: { user: options.user } });
  actor.start();
  return {
    actor,
    checks: () => checks,
    logouts: () => logouts,
  };
}

test('on load it checks once; a user answer makes a member', async () => {
  const { actor, checks } = start({ check: async () => asha });
  expect(actor.getSnapshot().value).toBe('checking');

  const settled = await waitFor(actor, (s) => !s.matches('checking'));
  expect(settled.value).toBe('member');
  expect(settled.context.user).toEqual(asha);
  expect(checks()).toBe(1);
});

test('on load a null answer makes a guest', async () => {
  const { actor } = start({ check: async () => null });
  const settled = await waitFor(actor, (s) => !s.matches('checking'));
  expect(settled.value).toBe('guest');
  expect(settled.context.user).toBeNull();
});

test('a failed check reads as a guest and keeps the error', async () => {
  const down = new Error('down');
  const { actor } = start({
    check: async () => {
      throw down;
    },
  });
  const settled = await waitFor(actor, (s) => !s.matches('checking'));
  expect(settled.value).toBe('guest');
  expect(settled.context.error).toBe(down);
});

test('a user or guest handed in is not checked', () => {
  const member = start({ user: asha });
  expect(member.actor.getSnapshot().value).toBe('member');
  const guest = start({ user: null });
  expect(guest.actor.getSnapshot().value).toBe('guest');
  expect(member.checks() + guest.checks()).toBe(0);
});

test('a guest who logs in becomes a member with the login answer', () => {
  const { actor } = start({ user: null });
  actor.send({ type: 'session.signedIn', user: asha });
  expect(actor.getSnapshot().value).toBe('member');
  expect(actor.getSnapshot().context.user).toEqual(asha);
});

test('a profile update replaces the member; a guest ignores it', () => {
  const member = start({ user: asha });
  member.actor.send({ type: 'session.updated', user: { ...asha, phone: '0300' } });
  expect(member.actor.getSnapshot().context.user?.phone).toBe('0300');

  const guest = start({ user: null });
  guest.actor.send({ type: 'session.updated', user: asha });
  expect(guest.actor.getSnapshot().value).toBe('guest');
  expect(guest.actor.getSnapshot().context.user).toBeNull();
});

test('logging in again as a member replaces the user', () => {
  const { actor } = start({ user: asha });
  actor.send({ type: 'session.signedIn', user: { ...asha, id: 'u2' } });
  expect(actor.getSnapshot().context.user?.id).toBe('u2');
});

test('logout ends the session on the server, then forgets the user', async () => {
  const { actor, logouts } = start({ user: asha });
  actor.send({ type: 'session.logout' });
  expect(actor.getSnapshot().value).toBe('loggingOut');
  expect(actor.getSnapshot().context.user).toEqual(asha);

  const settled = await waitFor(actor, (s) => !s.matches('loggingOut'));
  expect(settled.value).toBe('guest');
  expect(settled.context.user).toBeNull();
  expect(logouts()).toBe(1);
});

test('a failed logout keeps the member and the error', async () => {
  const refused = new Error('refused');
  const { actor } = start({
    user: asha,
    logout: async () => {
      throw refused;
    },
  });
  actor.send({ type: 'session.logout' });
  const settled = await waitFor(actor, (s) => !s.matches('loggingOut'));
  expect(settled.value).toBe('member');
  expect(settled.context.user).toEqual(asha);
  expect(settled.context.error).toBe(refused);
});

test('a guest cannot log out', () => {
  const { actor, logouts } = start({ user: null });
  actor.send({ type: 'session.logout' });
  expect(actor.getSnapshot().value).toBe('guest');
  expect(logouts()).toBe(0);
});

test('refresh checks again, from a guest or a member', async () => {
  let answer: SessionUser | null = asha;
  const { actor, checks } = start({ user: null, check: async () => answer });
  actor.send({ type: 'session.refresh' });
  expect((await waitFor(actor, (s) => !s.matches('checking'))).value).toBe('member');

  answer = null;
  actor.send({ type: 'session.refresh' });
  expect((await waitFor(actor, (s) => !s.matches('checking'))).value).toBe('guest');
  expect(checks()).toBe(2);
});
