/**
 * Accounts through the real gateway and a real api: signup, the session cookie round trip,
 * profile changes, password recovery and the contact form, with the error codes each can give.
 */
import { describe, expect, it } from 'vitest';
import { codesOf, Shopper } from './support/gateway.ts';
import { useStack } from './support/stack.ts';
import { latestResetCode } from './support/outbox.ts';

const stack = useStack();

const signup = `mutation ($input: SignupInput!) { signup(input: $input) { message } }`;
const login = `mutation ($input: LoginInput!) {
  login(input: $input) { message user { id name email phone address } }
}`;
const me = '{ me { id name email phone address } }';
const logout = 'mutation { logout { message } }';

/** A fresh account per test, so tests do not depend on each other's state. */
let accounts = 0;
function newAccount() {
  accounts += 1;
  return {
    name: `Asha ${accounts}`,
    email: `asha.${accounts}.${Date.now()}@example.com`,
    password: 'rosewater-2026',
  };
}

/** Signs up and logs in a new shopper. */
async function loggedInShopper() {
  const account = newAccount();
  const shopper = new Shopper(stack.gateway.url);
  expect((await shopper.gql(signup, { input: account })).errors).toBeUndefined();
  expect(
    (await shopper.gql(login, { input: { email: account.email, password: account.password } }))
      .errors,
  ).toBeUndefined();
  return { shopper, account };
}

describe('signup and the session cookie', () => {
  it('signs up, logs in (setting the api session cookie), answers me, logs out', async () => {
    const account = newAccount();
    const shopper = new Shopper(stack.gateway.url);

    const created = await shopper.gql<{ signup: { message: string } }>(signup, { input: account });
    expect(created.errors).toBeUndefined();
    expect(created.data?.signup.message.length).toBeGreaterThan(0);

    const guest = await shopper.gql<{ me: unknown }>(me);
    expect(guest.errors).toBeUndefined();
    expect(guest.data?.me).toBeNull();

    const session = await shopper.gql<{
      login: { message: string; user: { email: string } };
    }>(login, {
      input: { email: account.email, password: account.password },
    });
    expect(session.errors).toBeUndefined();
    expect(session.data?.login.user).toMatchObject({ email: account.email });
    expect(session.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(session.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(shopper.hasCookies).toBe(true);

    const known = await shopper.gql<{ me: { name: string; email: string } }>(me);
    expect(known.errors).toBeUndefined();
    expect(known.data?.me).toMatchObject({ name: account.name, email: account.email });

    const out = await shopper.gql<{ logout: { message: string } }>(logout);
    expect(out.errors).toBeUndefined();
    expect(out.data?.logout.message.length).toBeGreaterThan(0);
    expect(shopper.hasCookies).toBe(false);

    expect((await shopper.gql<{ me: unknown }>(me)).data?.me).toBeNull();
  });

  it('keeps sessions apart: another browser stays a guest', async () => {
    await loggedInShopper();
    const stranger = new Shopper(stack.gateway.url);
    expect((await stranger.gql<{ me: unknown }>(me)).data?.me).toBeNull();
  });

  it('answers a signup with a taken email as a new one, and keeps the first account as it was', async () => {
    const account = newAccount();
    const shopper = new Shopper(stack.gateway.url);
    const first = await shopper.gql<{ signup: { message: string } }>(signup, { input: account });
    const again = await shopper.gql<{ signup: { message: string } }>(signup, {
      input: { ...account, name: 'Someone Else', password: 'another-pass-2026' },
    });
    // No account enumeration: the same answer, no error code to tell the two apart.
    expect(again.errors).toBeUndefined();
    expect(again.data?.signup.message).toBe(first.data?.signup.message);
    // The second signup changed nothing: the owner's password still opens the account, the
    // stranger's does not.
    const stranger = await new Shopper(stack.gateway.url).gql(login, {
      input: { email: account.email, password: 'another-pass-2026' },
    });
    expect(codesOf(stranger)).toEqual(['UNAUTHENTICATED']);
    const owner = await new Shopper(stack.gateway.url).gql<{ login: { user: { name: string } } }>(
      login,
      { input: { email: account.email, password: account.password } },
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login.user.name).toBe(account.name);
  });

  it('refuses a short password with BAD_USER_INPUT and the api sentence', async () => {
    const reply = await new Shopper(stack.gateway.url).gql(signup, {
      input: { ...newAccount(), password: 'short' },
    });
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
    expect(reply.errors?.[0]?.message).toMatch(/password/i);
  });

  it('refuses a wrong password with UNAUTHENTICATED', async () => {
    const account = newAccount();
    const shopper = new Shopper(stack.gateway.url);
    await shopper.gql(signup, { input: account });
    const reply = await shopper.gql(login, {
      input: { email: account.email, password: 'not-the-password' },
    });
    expect(codesOf(reply)).toEqual(['UNAUTHENTICATED']);
    expect(reply.errors?.[0]?.message).toMatch(/incorrect/i);
    expect(shopper.hasCookies).toBe(false);
  });
});

describe('updateProfile', () => {
  const update = `mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) { name phone address }
  }`;

  it('changes only the fields sent and answers with the profile as it is now', async () => {
    const { shopper, account } = await loggedInShopper();
    stack.gateway.restCalls.length = 0;
    const reply = await shopper.gql<{
      updateProfile: { name: string; phone: string; address: string };
    }>(update, { input: { phone: '03001234567', address: '12 Rose Lane, Gulberg' } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.updateProfile).toEqual({
      name: account.name,
      phone: '03001234567',
      address: '12 Rose Lane, Gulberg',
    });
    // No sentence of the api's travels with it, and no session lookup went before it.
    expect(reply.text).not.toMatch(/Successfull/);
    expect(stack.gateway.restCalls).toEqual(['POST /api/users/updateUserInformation']);
    const after = await shopper.gql<{ me: { phone: string } }>(me);
    expect(after.data?.me.phone).toBe('03001234567');
  });

  it('changes the email only with the current password: BAD_USER_INPUT without, FORBIDDEN wrong', async () => {
    const { shopper, account } = await loggedInShopper();
    const email = `new-${account.email}`;
    const changeEmail = `mutation ($input: UpdateProfileInput!) {
      updateProfile(input: $input) { email }
    }`;
    const missing = await shopper.gql(changeEmail, { input: { email } });
    expect(codesOf(missing)).toEqual(['BAD_USER_INPUT']);
    expect(missing.errors?.[0]?.message).toMatch(/current password/i);
    const wrong = await shopper.gql(changeEmail, {
      input: { email, currentPassword: 'not-the-password-1' },
    });
    expect(codesOf(wrong)).toEqual(['FORBIDDEN']);
    const right = await shopper.gql<{ updateProfile: { email: string } }>(changeEmail, {
      input: { email, currentPassword: account.password },
    });
    expect(right.errors).toBeUndefined();
    expect(right.data?.updateProfile.email).toBe(email);
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const reply = await new Shopper(stack.gateway.url).gql(update, { input: { name: 'Nobody' } });
    expect(codesOf(reply)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses an empty change with BAD_USER_INPUT', async () => {
    const { shopper } = await loggedInShopper();
    const reply = await shopper.gql(update, { input: {} });
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
    expect(reply.errors?.[0]?.message).toMatch(/No changes made/);
  });
});

describe('password recovery', () => {
  const request = `mutation ($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { message resetRequestId }
  }`;
  const verify = `mutation ($input: VerifyResetCodeInput!) { verifyResetCode(input: $input) { resetToken } }`;
  const reset = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;

  it('mails a code, trades it for a token, sets the new password, and the new one logs in', async () => {
    const account = newAccount();
    const shopper = new Shopper(stack.gateway.url);
    await shopper.gql(signup, { input: account });

    const requested = await shopper.gql<{
      requestPasswordReset: { message: string; resetRequestId: string };
    }>(request, { input: { email: account.email } });
    expect(requested.errors).toBeUndefined();
    const resetRequestId = requested.data?.requestPasswordReset.resetRequestId ?? '';
    const code = await latestResetCode(stack.api.dataDir, account.email);

    const wrong = await shopper.gql(verify, {
      input: { resetRequestId, code: code === '000000' ? '111111' : '000000' },
    });
    expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);

    const verified = await shopper.gql<{ verifyResetCode: { resetToken: string } }>(verify, {
      input: { resetRequestId, code },
    });
    expect(verified.errors).toBeUndefined();
    const resetToken = verified.data?.verifyResetCode.resetToken ?? '';
    expect(resetToken.length).toBeGreaterThan(10);

    const done = await shopper.gql<{ resetPassword: { message: string } }>(reset, {
      input: { resetRequestId, resetToken, newPassword: 'lavender-fields-9' },
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.resetPassword.message.length).toBeGreaterThan(0);

    const old = await shopper.gql(login, {
      input: { email: account.email, password: account.password },
    });
    expect(codesOf(old)).toEqual(['UNAUTHENTICATED']);
    const fresh = await shopper.gql(login, {
      input: { email: account.email, password: 'lavender-fields-9' },
    });
    expect(fresh.errors).toBeUndefined();
  });

  it('answers an unknown email exactly like a known one', async () => {
    const reply = await new Shopper(stack.gateway.url).gql<{
      requestPasswordReset: { message: string; resetRequestId: string };
    }>(request, { input: { email: 'nobody.here@example.com' } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.requestPasswordReset.resetRequestId.length).toBeGreaterThan(0);
  });

  it('refuses a wrong code with BAD_USER_INPUT', async () => {
    const reply = await new Shopper(stack.gateway.url).gql(verify, {
      input: { resetRequestId: '00000000-0000-4000-8000-000000000000', code: '123456' },
    });
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('abuse limits', () => {
  it('stops repeated wrong logins with RATE_LIMITED and says how long to wait', async () => {
    const account = newAccount();
    const shopper = new Shopper(stack.gateway.url);
    await shopper.gql(signup, { input: account });
    const codes: unknown[] = [];
    for (let attempt = 0; attempt < 30 && !codes.includes('RATE_LIMITED'); attempt++) {
      const reply = await shopper.gql(login, {
        input: { email: account.email, password: `wrong-${attempt}-pass` },
      });
      codes.push(...codesOf(reply));
      if (codesOf(reply).includes('RATE_LIMITED')) {
        expect(reply.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(0);
      }
    }
    expect(codes).toContain('RATE_LIMITED');
    expect(
      codes.filter((code) => code !== 'RATE_LIMITED').every((code) => code === 'UNAUTHENTICATED'),
    ).toBe(true);
  });
});

describe('sendContactMessage', () => {
  const send = `mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { message } }`;
  const message = {
    name: 'Mira',
    email: 'mira@example.com',
    phone: '03007654321',
    message: 'Do you ship to Karachi?',
  };

  it('delivers a message and answers with the shop’s confirmation', async () => {
    const reply = await new Shopper(stack.gateway.url).gql<{
      sendContactMessage: { message: string };
    }>(send, {
      input: message,
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.sendContactMessage.message.length).toBeGreaterThan(0);
  });

  it('refuses a malformed email with BAD_USER_INPUT', async () => {
    const reply = await new Shopper(stack.gateway.url).gql(send, {
      input: { ...message, email: 'not-an-email' },
    });
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
  });

  it('stops a flood of messages with RATE_LIMITED', async () => {
    const shopper = new Shopper(stack.gateway.url);
    const codes: unknown[] = [];
    for (let attempt = 0; attempt < 12 && !codes.includes('RATE_LIMITED'); attempt++) {
      codes.push(
        ...codesOf(
          await shopper.gql(send, { input: { ...message, email: `flood${attempt}@example.com` } }),
        ),
      );
    }
    expect(codes).toContain('RATE_LIMITED');
  });
});
