import { describe, expect, it } from 'vitest';
import { post, signUpAndLogIn, useTestApp } from '../../test/helpers.ts';

const t = useTestApp({ allowedOrigins: ['http://localhost:4000'] });

const signupBody = JSON.stringify({
  name: 'A',
  email: 'origin@example.com',
  password: 'long enough password',
});

describe('request hygiene', () => {
  it('answers the health check', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
  });

  it('refuses a present Origin that is not allowed, allows a listed one and none', async () => {
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: signupBody,
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toMatch(/origin/);
    const count = await t.db.query(`SELECT 1 FROM users WHERE email = 'origin@example.com'`);
    expect(count.rowCount).toBe(0);

    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/products/getProducts',
      headers: { origin: 'http://localhost:4000' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/products/getProducts' })).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'application/x-www-form-urlencoded',
      'name=A&email=form%40example.com&password=long+enough+password',
    ],
    ['text/plain', signupBody],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--',
    ],
  ])('refuses a %s post, so a cross-site form cannot act', async (contentType, payload) => {
    const user = await signUpAndLogIn(t.app);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateUserInformation',
      headers: { 'content-type': contentType, cookie: user.cookie },
      payload,
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json().error).toMatch(/JSON/);
  });

  it('answers 400 to malformed JSON and 413 to a body over 100 KB', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/contact/createContact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'A',
        email: 'a@example.com',
        phone: '03001234567',
        message: 'x'.repeat(110_000),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatch(/100 KB/);
  });

  it('never answers 500 to malformed input', async () => {
    const user = await signUpAndLogIn(t.app);
    const paths = [
      '/api/users/signup',
      '/api/users/login',
      '/api/users/updateUserInformation',
      '/api/users/sendResetPasswordOTP',
      '/api/users/verifyOtp',
      '/api/users/updatePassword',
      '/api/contact/createContact',
      '/api/orders/createOrder',
      '/api/orders/getAllOrdersForUser',
      '/api/orders/updateOrder',
      '/api/coupons/verifyCouponAtCheckout',
      '/api/products/getProductById',
      '/api/reviews/createReview',
      '/api/reviews/updateReview',
      '/api/reviews/deleteReview',
      '/api/reviews/getAllReviewsByProduct',
    ];
    const payloads = [
      'null',
      '[]',
      '"text"',
      '42',
      '{"__proto__": {"admin": true}}',
      '{"\\u005f_proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
      '{"id": {"$ne": null}}',
      '{"id": 1e999, "email": ["a"], "items": {"0": 1}}',
      '{"id": "00000000-0000-4000-8000-000000000000", "otp": 123456789012345678901234567890, "userId": null}',
      `{"name": "${'n'.repeat(5000)}", "email": "a@b.c", "password": "${'p'.repeat(20000)}"}`,
      '{"totalAmount": 1e308, "items": [{"id": "00000000-0000-4000-8000-000000000000", "quantity": -1}]}',
      '{"code": "\\u0000", "status": "Pending", "rating": "5"}',
    ];
    for (const url of paths) {
      for (const payload of payloads) {
        const reply = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          payload,
        });
        // A payload that happens to be valid (e.g. `{}` once __proto__ is dropped) may succeed.
        expect(reply.statusCode, `${url} ${payload.slice(0, 60)}`).toBeLessThan(500);
        if (reply.statusCode >= 400) expect(reply.json().error, url).toEqual(expect.any(String));
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses NUL characters in bodies and query strings with 400', async () => {
    const body = await post(t.app, '/api/coupons/verifyCouponAtCheckout', { code: 'A\u0000B' });
    expect(body.statusCode).toBe(400);
    const query = await post(t.app, '/api/products/getProducts?search=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toMatch(/NUL/);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/nope' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toMatch(/There is no POST \/api\/nope/);
  });
});
