import { describe, expect, it } from 'vitest';
import {
  buildAppOver,
  post,
  sessionCookieOf,
  signUpAndLogIn,
  useTestApp,
  waitForMail,
  type TestUser,
} from '../../test/helpers.ts';
import { codeHash } from './reset.ts';

const t = useTestApp();

const codeIn = (mail: string) => /\b(\d{6})\b/.exec(mail.split('\n\n').slice(1).join('\n'))?.[1];

async function requestCode(user: TestUser, nth = 1) {
  const reply = await post(t.app, '/api/users/sendResetPasswordOTP', { email: user.email });
  expect(reply.statusCode).toBe(200);
  const mail = await waitForMail(t.outbox, user.email, nth);
  const code = codeIn(mail);
  expect(code).toMatch(/^\d{6}$/);
  return { requestId: reply.json().userId as string, code: code! };
}

describe('password reset', () => {
  it('runs email → code → token → new password, and the new password logs in', async () => {
    const user = await signUpAndLogIn(t.app);
    const { requestId, code } = await requestCode(user);
    const verified = await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().OtpVerified;
    expect(token).toEqual(expect.any(String));

    const reset = await post(t.app, '/api/users/updatePassword', {
      id: requestId,
      resetPassword: 'a brand new password',
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toEqual(expect.any(String));

    const oldLogin = await post(t.app, '/api/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(t.app, '/api/users/login', {
      email: user.email,
      password: 'a brand new password',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('ends every session of the user on reset', async () => {
    const user = await signUpAndLogIn(t.app);
    const { requestId, code } = await requestCode(user);
    const token = (
      await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId })
    ).json().OtpVerified;
    await post(t.app, '/api/users/updatePassword', {
      id: requestId,
      resetPassword: 'another new password',
      token,
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/users/persistUserSession',
      headers: { cookie: user.cookie },
    });
    expect(session.statusCode).toBe(401);
  });

  it('answers a known and an unknown email the same way', async () => {
    const user = await signUpAndLogIn(t.app);
    const known = await post(t.app, '/api/users/sendResetPasswordOTP', { email: user.email });
    const unknown = await post(t.app, '/api/users/sendResetPasswordOTP', {
      email: 'ghost@example.com',
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(known.json().message).toBe(unknown.json().message);
    expect(unknown.json().userId).toMatch(/^[0-9a-f-]{36}$/);
    // Even the resend rule reads the same.
    const knownAgain = await post(t.app, '/api/users/sendResetPasswordOTP', { email: user.email });
    const unknownAgain = await post(t.app, '/api/users/sendResetPasswordOTP', {
      email: 'ghost@example.com',
    });
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(knownAgain.json()).toEqual(unknownAgain.json());
  });

  it('refuses a wrong code, and the 6th try even with the right code', async () => {
    const user = await signUpAndLogIn(t.app);
    const { requestId, code } = await requestCode(user);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const reply = await post(t.app, '/api/users/verifyOtp', { otp: wrong, userId: requestId });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toMatch(/wrong or has expired/);
    }
    const sixth = await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/Too many wrong codes/);
  });

  it('uses a code once only', async () => {
    const user = await signUpAndLogIn(t.app);
    const { requestId, code } = await requestCode(user);
    expect(
      (await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId })).statusCode,
    ).toBe(200);
    const again = await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a code after its 10 minutes', async () => {
    const user = await signUpAndLogIn(t.app);
    const { requestId, code } = await requestCode(user);
    await t.db.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [requestId],
    );
    expect(
      (await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId })).statusCode,
    ).toBe(400);
  });

  it('refuses to reset with no, a wrong, or a used token', async () => {
    const user = await signUpAndLogIn(t.app);
    const { requestId, code } = await requestCode(user);
    const token = (
      await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId })
    ).json().OtpVerified;

    const none = await post(t.app, '/api/users/updatePassword', {
      id: requestId,
      resetPassword: 'a new password 1',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/token/);

    const wrong = await post(t.app, '/api/users/updatePassword', {
      id: requestId,
      resetPassword: 'a new password 1',
      token: `${token}x`,
    });
    expect(wrong.statusCode).toBe(403);

    const ok = await post(t.app, '/api/users/updatePassword', {
      id: requestId,
      resetPassword: 'a new password 1',
      token,
    });
    expect(ok.statusCode).toBe(200);
    const used = await post(t.app, '/api/users/updatePassword', {
      id: requestId,
      resetPassword: 'a new password 2',
      token,
    });
    expect(used.statusCode).toBe(403);
    const login = await post(t.app, '/api/users/login', {
      email: user.email,
      password: 'a new password 1',
    });
    expect(login.statusCode).toBe(200);
    expect(sessionCookieOf(login)).toMatch(/^bloom_session=/);
  });

  it('allows one new code a minute, and the new code replaces the old', async () => {
    const user = await signUpAndLogIn(t.app);
    const first = await requestCode(user);
    await t.db.query(
      `UPDATE password_resets SET created_at = now() - interval '61 seconds' WHERE id = $1`,
      [first.requestId],
    );
    const second = await requestCode(user, 2);
    const old = await post(t.app, '/api/users/verifyOtp', {
      otp: first.code,
      userId: first.requestId,
    });
    expect(old.statusCode).toBe(400);
    const fresh = await post(t.app, '/api/users/verifyOtp', {
      otp: second.code,
      userId: second.requestId,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('takes a code with a leading zero as text, and refuses a JSON number with a sentence that says why', async () => {
    const user = await signUpAndLogIn(t.app);
    const { requestId } = await requestCode(user);
    // Codes are random: give this request one that starts with zeros, the way the route stores it.
    await t.db.query('UPDATE password_resets SET code_hash = $2 WHERE id = $1', [
      requestId,
      codeHash(requestId, '003476'),
    ]);

    const asNumber = await post(t.app, '/api/users/verifyOtp', { otp: 3476, userId: requestId });
    expect(asNumber.statusCode).toBe(400);
    expect(asNumber.json().error).toBe('The code is the 6 digits from the email, sent as text.');
    const tooShort = await post(t.app, '/api/users/verifyOtp', { otp: '3476', userId: requestId });
    expect(tooShort.json().error).toBe('The code is the 6 digits from the email, sent as text.');
    const attempts = await t.db.query<{ attempts: number }>(
      'SELECT attempts FROM password_resets WHERE id = $1',
      [requestId],
    );
    expect(attempts.rows[0]!.attempts).toBe(0);

    const asText = await post(t.app, '/api/users/verifyOtp', { otp: '003476', userId: requestId });
    expect(asText.statusCode).toBe(200);
    expect(asText.json().OtpVerified).toEqual(expect.any(String));
  });

  it('refuses a new password from the 10,000 most common ones, and keeps the token for a better one', async () => {
    const user = await signUpAndLogIn(t.app);
    const { requestId, code } = await requestCode(user);
    const token = (
      await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId })
    ).json().OtpVerified;
    const common = await post(t.app, '/api/users/updatePassword', {
      id: requestId,
      resetPassword: 'SunShine',
      token,
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatch(/10,000 most common passwords/);
    const better = await post(t.app, '/api/users/updatePassword', {
      id: requestId,
      resetPassword: 'quiet lanterns at noon',
      token,
    });
    expect(better.statusCode).toBe(200);
  });

  it('answers 400 to malformed codes and ids', async () => {
    const bad = [
      { otp: '12345', userId: '6f1d2a3b-0000-4000-8000-000000000000' },
      { otp: '123456', userId: 'not-a-uuid' },
      { otp: { $gt: '' }, userId: '6f1d2a3b-0000-4000-8000-000000000000' },
    ];
    for (const body of bad) {
      const reply = await post(t.app, '/api/users/verifyOtp', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toEqual(expect.any(String));
    }
  });

  it('limits code checks per IP', async () => {
    const limited = await buildAppOver(t, {
      rateLimits: { otpVerifyPerIp: { limit: 2, windowSeconds: 60 } },
    });
    try {
      const body = { otp: '123456', userId: '6f1d2a3b-0000-4000-8000-000000000000' };
      const from = { headers: { 'x-forwarded-for': '198.51.100.7' } };
      expect((await post(limited, '/api/users/verifyOtp', body, from)).statusCode).toBe(400);
      expect((await post(limited, '/api/users/verifyOtp', body, from)).statusCode).toBe(400);
      expect((await post(limited, '/api/users/verifyOtp', body, from)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
