import { describe, expect, it } from 'vitest';
import {
  buildAppOver,
  post,
  sessionCookieOf,
  signUpAndLogIn,
  useTestApp,
  waitForMail,
} from '../../test/helpers.ts';
import { defaultRateLimits } from '../http/rate-limit.ts';

const t = useTestApp();

describe('signup', () => {
  it('creates an account that can then log in', async () => {
    const reply = await post(t.app, '/api/users/signup', {
      name: 'Amna',
      email: 'Amna@Example.com',
      password: 'long enough password',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ success: true, message: expect.any(String) });

    const login = await post(t.app, '/api/users/login', {
      email: 'amna@example.com',
      password: 'long enough password',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ name: 'Amna', email: 'amna@example.com' });
  });

  it('answers a taken email, whatever its case, exactly as a new signup, mails its owner and changes nothing', async () => {
    const body = { name: 'Dup', email: 'dup@example.com', password: 'long enough password' };
    const first = await post(t.app, '/api/users/signup', body);
    expect(first.statusCode).toBe(201);
    const again = await post(t.app, '/api/users/signup', {
      name: 'Intruder',
      email: 'DUP@example.com',
      password: 'another long password',
    });
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);

    const mail = await waitForMail(t.outbox, 'dup@example.com');
    expect(mail).toMatch(/Subject: Someone tried to sign up at .+ with your email/);
    expect(mail.replace(/=\r\n/g, '').replace(/\r\n/g, ' ')).toMatch(
      /If it was you: log in with your password, or reset it/,
    );
    const stillTheOwner = await post(t.app, '/api/users/login', {
      email: body.email,
      password: body.password,
    });
    expect(stillTheOwner.json().user).toMatchObject({ name: 'Dup' });
    const intruder = await post(t.app, '/api/users/login', {
      email: 'dup@example.com',
      password: 'another long password',
    });
    expect(intruder.statusCode).toBe(401);
  });

  it('refuses a password from the 10,000 most common ones, whatever its case, and creates nothing', async () => {
    for (const password of ['baseball', 'Trustno1', 'iloveyou']) {
      const email = `common-${password.toLowerCase()}@example.com`;
      const reply = await post(t.app, '/api/users/signup', { name: 'Common', email, password });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toMatch(/one of the 10,000 most common passwords/);
      const login = await post(t.app, '/api/users/login', { email, password });
      expect(login.statusCode).toBe(401);
    }
  });

  it.each([
    [{ email: 'x@example.com', password: 'long enough password' }, /"name" is required/],
    [{ name: 'X', email: 'not-an-email', password: 'long enough password' }, /valid email/],
    [{ name: 'X', email: 'x@example.com', password: 'short' }, /at least 8/],
    [{ name: 'X', email: 'x@example.com', password: 'p'.repeat(129) }, /at most 128/],
    [{ name: 42, email: 'x@example.com', password: 'long enough password' }, /Name must be text/],
    [
      { name: 'X', email: 'x@example.com', password: 'long enough password', admin: true },
      /unknown field "admin"/,
    ],
    [[1, 2], /JSON object/],
  ])('answers 400 with a sentence for %j', async (body, message) => {
    const reply = await post(t.app, '/api/users/signup', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
  });
});

describe('login, session and logout', () => {
  it('sets an httpOnly, SameSite=Lax session cookie and the session check returns the user', async () => {
    const user = await signUpAndLogIn(t.app, 'Cookie Tester');
    const login = await post(t.app, '/api/users/login', {
      email: user.email,
      password: user.password,
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/bloom_session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/users/persistUserSession',
      headers: { cookie: sessionCookieOf(login) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      login: true,
      user: { name: 'Cookie Tester', email: user.email },
    });
  });

  it('marks the cookie Secure outside local development', async () => {
    const secure = await buildAppOver(t, { secureCookies: true });
    try {
      const user = await signUpAndLogIn(secure);
      const login = await post(secure, '/api/users/login', {
        email: user.email,
        password: user.password,
      });
      expect(String(login.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const user = await signUpAndLogIn(t.app);
    const wrong = await post(t.app, '/api/users/login', {
      email: user.email,
      password: 'not the password',
    });
    const unknown = await post(t.app, '/api/users/login', {
      email: 'nobody@example.com',
      password: 'whatever it is',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 401 to the session check without a cookie or with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/users/persistUserSession' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/users/persistUserSession',
      headers: { cookie: 'bloom_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toMatch(/log in/);
  });

  it('ends a session after 24 hours without use', async () => {
    const user = await signUpAndLogIn(t.app);
    await t.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '25 hours'
       WHERE user_id = $1`,
      [user.id],
    );
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/users/persistUserSession',
      headers: { cookie: user.cookie },
    });
    expect(session.statusCode).toBe(401);
  });

  it('ends a session 7 days after its login, even one used a minute ago', async () => {
    const user = await signUpAndLogIn(t.app);
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/persistUserSession',
        headers: { cookie: user.cookie },
      });
    await t.db.query(
      `UPDATE sessions SET created_at = now() - interval '6 days 23 hours',
         last_seen_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    const young = await check();
    expect(young.statusCode).toBe(200);
    // The cookie never outlives the session's absolute end.
    const maxAge = young.cookies.find((cookie) => cookie.name === 'bloom_session')?.maxAge;
    expect(maxAge).toBeLessThanOrEqual(60 * 60);
    expect(maxAge).toBeGreaterThan(0);

    await t.db.query(
      `UPDATE sessions SET created_at = now() - interval '7 days',
         last_seen_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    expect((await check()).statusCode).toBe(401);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const user = await signUpAndLogIn(t.app);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/logout',
      headers: { cookie: user.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toMatch(/Logged out/);
    expect(String(logout.headers['set-cookie'])).toMatch(/bloom_session=;/);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users/persistUserSession',
      headers: { cookie: user.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an address after its wrong passwords for an account, never the owner elsewhere', async () => {
    const limited = await buildAppOver(t, {
      rateLimits: { loginFailuresPerAccountAndIp: { limit: 3, windowSeconds: 900 } },
    });
    try {
      const user = await signUpAndLogIn(limited);
      const attacker = { headers: { 'x-forwarded-for': '203.0.113.66' } };
      const guess = (password: string, from = attacker) =>
        post(limited, '/api/users/login', { email: user.email, password }, from);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await guess(`wrong guess ${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Even the right password stays refused from the guessing address for the window.
      const fromAttacker = await guess(user.password);
      expect(fromAttacker.statusCode).toBe(429);
      expect(fromAttacker.json().error).toMatch(/from your address/);
      expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(0);

      const owner = await guess(user.password, { headers: { 'x-forwarded-for': '198.51.100.9' } });
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.email).toBe(user.email);
    } finally {
      await limited.close();
    }
  });

  it('slows a flood of wrong passwords from many addresses, and the owner still logs in', async () => {
    const shopLimits = await buildAppOver(t, {
      rateLimits: {
        loginPerIp: defaultRateLimits.loginPerIp,
        loginFailuresPerAccountAndIp: defaultRateLimits.loginFailuresPerAccountAndIp,
        loginRetriesPerAccount: defaultRateLimits.loginRetriesPerAccount,
      },
    });
    try {
      const user = await signUpAndLogIn(shopLimits);
      const from = (n: number) => ({ headers: { 'x-forwarded-for': `203.0.113.${n}` } });
      const guess = (n: number, password = `wrong guess from ${n}`) =>
        post(shopLimits, '/api/users/login', { email: user.email, password }, from(n));
      // Ten addresses, ten wrong passwords: what used to lock the account for 15 minutes.
      const first: number[] = [];
      for (let n = 1; n <= 10; n += 1) first.push((await guess(n)).statusCode);
      expect(first).toEqual(Array(10).fill(401));
      // Their second tries share a short per-account window: the flood is slowed.
      const second: number[] = [];
      for (let n = 1; n <= 10; n += 1) second.push((await guess(n)).statusCode);
      const retries = defaultRateLimits.loginRetriesPerAccount.limit;
      expect(second).toEqual([...Array(retries).fill(401), ...Array(10 - retries).fill(429)]);

      const owner = await guess(200, user.password);
      expect(owner.statusCode).toBe(200);
    } finally {
      await shopLimits.close();
    }
  });

  it('limits signups per IP, telling the forwarded client IPs apart', async () => {
    const limited = await buildAppOver(t, {
      rateLimits: { signupPerIp: { limit: 1, windowSeconds: 60 } },
    });
    try {
      const body = (n: number) => ({
        name: 'N',
        email: `ip${n}@example.com`,
        password: 'long enough password',
      });
      const fromA = { headers: { 'x-forwarded-for': '203.0.113.1' } };
      const fromB = { headers: { 'x-forwarded-for': '203.0.113.2' } };
      expect((await post(limited, '/api/users/signup', body(1), fromA)).statusCode).toBe(201);
      expect((await post(limited, '/api/users/signup', body(2), fromA)).statusCode).toBe(429);
      expect((await post(limited, '/api/users/signup', body(3), fromB)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('updateUserInformation', () => {
  it('updates the changed fields and answers "Update Successfull"', async () => {
    const user = await signUpAndLogIn(t.app);
    const reply = await post(
      t.app,
      '/api/users/updateUserInformation',
      { id: user.id, phone: 3001234567, address: '12 Canal Road, Lahore' },
      { cookie: user.cookie },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'Update Successfull',
      user: { phone: '3001234567', address: '12 Canal Road, Lahore' },
    });
  });

  it('refuses to update another user (403) and needs a session (401)', async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const other = await post(
      t.app,
      '/api/users/updateUserInformation',
      { id: bob.id, name: 'Hacked' },
      { cookie: alice.cookie },
    );
    expect(other.statusCode).toBe(403);
    const anonymous = await post(t.app, '/api/users/updateUserInformation', {
      id: bob.id,
      name: 'Hacked',
    });
    expect(anonymous.statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/users/persistUserSession',
      headers: { cookie: bob.cookie },
    });
    expect(session.json().user.name).not.toBe('Hacked');
  });

  it('answers 400 for nothing to change, bad phone or non-uuid id, and 409 for a taken email', async () => {
    const user = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const call = (body: unknown) =>
      post(t.app, '/api/users/updateUserInformation', body, { cookie: user.cookie });
    expect((await call({ id: user.id })).json().error).toBe('No changes made.');
    expect((await call({ phone: 'call me' })).statusCode).toBe(400);
    expect((await call({ id: 'not-a-uuid', name: 'N' })).json().error).toMatch(/not a valid id/);
    const taken = await call({ email: other.email, currentPassword: user.password });
    expect(taken.statusCode).toBe(409);
  });

  it('asks for the current password to change the email: 400 without it, 403 when wrong', async () => {
    const user = await signUpAndLogIn(t.app);
    const call = (body: unknown) =>
      post(t.app, '/api/users/updateUserInformation', body, { cookie: user.cookie });
    const newEmail = `moved-${user.email}`;
    const emailNow = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/persistUserSession',
          headers: { cookie: user.cookie },
        })
      ).json().user.email;

    const missing = await call({ email: newEmail, name: 'Moved' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(
      'Changing your email needs your current password: send it as "currentPassword".',
    );
    const wrong = await call({ email: newEmail, currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('The current password is wrong, so the email was not changed.');
    expect(await emailNow()).toBe(user.email);

    // The same address in other letters is no change, and other fields need no password.
    const same = await call({ email: user.email.toUpperCase(), phone: '03001234567' });
    expect(same.statusCode).toBe(200);

    const right = await call({ email: newEmail, currentPassword: user.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      message: 'Update Successfull',
      user: { email: newEmail },
    });
    expect(await emailNow()).toBe(newEmail);
  });
});
