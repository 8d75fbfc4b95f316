import { describe, expect, it } from 'vitest';
import { buildAppOver, post, useTestApp, waitForMail } from '../../test/helpers.ts';
import { shop } from '../shop.ts';

const t = useTestApp();

describe('createContact', () => {
  it('stores the message, mails the shop and answers 201 with msg', async () => {
    const reply = await post(t.app, '/api/contact/createContact', {
      name: 'Zara',
      email: 'zara@example.com',
      phone: 3001234567,
      message: 'Do you ship to Karachi?',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().msg).toEqual(expect.any(String));
    const stored = await t.db.query<{ message: string }>(
      `SELECT message FROM contact_messages WHERE email = 'zara@example.com'`,
    );
    expect(stored.rows).toEqual([{ message: 'Do you ship to Karachi?' }]);
    expect(await waitForMail(t.outbox, shop.email)).toContain('Do you ship to Karachi?');
  });

  it('takes the message as optional', async () => {
    const reply = await post(t.app, '/api/contact/createContact', {
      name: 'No Message',
      email: 'nm@example.com',
      phone: '0300 1234567',
    });
    expect(reply.statusCode).toBe(201);
  });

  it.each([
    [{ email: 'a@example.com', phone: '03001234567' }, /"name" is required/],
    [{ name: 'A', email: 'a@example.com', phone: 'abc' }, /Phone/],
    [{ name: 'A', email: 'nope', phone: '03001234567' }, /valid email/],
    [
      { name: 'A', email: 'a@example.com', phone: '03001234567', message: 7 },
      /Message must be text/,
    ],
  ])('answers 400 for %j', async (body, message) => {
    const reply = await post(t.app, '/api/contact/createContact', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
  });

  it('limits messages per sender email and per IP', async () => {
    const limited = await buildAppOver(t, {
      rateLimits: {
        contactPerAccount: { limit: 1, windowSeconds: 60 },
        contactPerIp: { limit: 3, windowSeconds: 60 },
      },
    });
    try {
      const send = (email: string) =>
        post(
          limited,
          '/api/contact/createContact',
          { name: 'Spam', email, phone: '03001234567' },
          { headers: { 'x-forwarded-for': '192.0.2.44' } },
        );
      expect((await send('one@example.com')).statusCode).toBe(201);
      expect((await send('one@example.com')).statusCode).toBe(429);
      expect((await send('two@example.com')).statusCode).toBe(201);
      expect((await send('three@example.com')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
