/**
 * Mails in the shopper's language (issue 24): a reset code asked in Urdu, and the status mails
 * of an order placed in Urdu, come in Urdu; English stays as SPEC.md words it.
 */
import { describe, expect, it } from 'vitest';
import { post, signUpAndLogIn, useTestApp, waitForMail } from '../../test/helpers.ts';
import { call, placeTestOrder, signedInStaff } from '../../test/staff.ts';

const t = useTestApp();

/** A mail from the outbox with its subject and text decoded (nodemailer's MIME encodings). */
function readMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  // Encoded words (RFC 2047, B or Q) side by side join into one byte string first: a character
  // may be split across two of them.
  const subject = subjectLine.replace(/(?:=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+/gi, (words) => {
    const bytes = [...words.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, data]) =>
      kind!.toUpperCase() === 'B'
        ? Buffer.from(data!, 'base64')
        : Buffer.from(
            data!
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
  const body = rest.join('\n\n');
  const text = /^Content-Transfer-Encoding: base64$/im.test(unfolded)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
  return { subject, text };
}

describe('the reset code mail', () => {
  it('is in Urdu when asked in Urdu, and the request records the language', async () => {
    const user = await signUpAndLogIn(t.app, 'Amna Tariq');
    const reply = await post(t.app, '/api/users/sendResetPasswordOTP', {
      email: user.email,
      lang: 'ur',
    });
    expect(reply.statusCode).toBe(200);
    const mail = readMail(await waitForMail(t.outbox, user.email));
    expect(mail.subject).toBe('Bloom پاس ورڈ دوبارہ بنانے کا کوڈ');
    expect(mail.text).toMatch(/^السلام علیکم Amna Tariq،/);
    expect(mail.text).toMatch(/آپ کا کوڈ \d{6} ہے۔/);
    const stored = await t.db.query('SELECT lang FROM password_resets WHERE id = $1', [
      reply.json().userId,
    ]);
    expect(stored.rows).toEqual([{ lang: 'ur' }]);
  });

  it('is in English without a language, and a bad language is a 400 that sends nothing', async () => {
    const user = await signUpAndLogIn(t.app, 'Sana Malik');
    const refused = await post(t.app, '/api/users/sendResetPasswordOTP', {
      email: user.email,
      lang: 'fr',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('"lang": must be en (English, the default) or ur (Urdu).');
    const reply = await post(t.app, '/api/users/sendResetPasswordOTP', { email: user.email });
    expect(reply.statusCode).toBe(200);
    const mail = readMail(await waitForMail(t.outbox, user.email));
    expect(mail.subject).toBe('Your Bloom password reset code');
  });
});

describe('the order status mails', () => {
  it('are in the language the order was placed in', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const urdu = await placeTestOrder(t.app, t.db, { lang: 'ur' });
    const english = await placeTestOrder(t.app, t.db);
    for (const order of [urdu, english]) {
      const moved = await call(t.app, 'POST', `/api/admin/orders/${order.id}/status`, {
        cookie: owner.cookie,
        body: { status: 'Dispatched', version: 1 },
      });
      expect(moved.statusCode).toBe(200);
    }
    const urduMail = readMail(await waitForMail(t.outbox, urdu.shopper.email));
    expect(urduMail.subject).toBe(`آپ کا Bloom آرڈر ${urdu.id}: روانہ`);
    expect(urduMail.text).toContain(
      `آپ کا آرڈر ${urdu.id} روانہ کر دیا گیا ہے اور آپ کی طرف آ رہا ہے۔`,
    );
    const englishMail = readMail(await waitForMail(t.outbox, english.shopper.email));
    expect(englishMail.subject).toBe(`Your Bloom order ${english.id} is Dispatched`);
  });

  it("tell of a return in the order's language", async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const urdu = await placeTestOrder(t.app, t.db, { lang: 'ur' });
    const english = await placeTestOrder(t.app, t.db);
    for (const order of [urdu, english]) {
      for (const [status, version] of [
        ['Dispatched', 1],
        ['Returned', 2],
      ] as const) {
        const moved = await call(t.app, 'POST', `/api/admin/orders/${order.id}/status`, {
          cookie: owner.cookie,
          body:
            status === 'Returned'
              ? { status, version, returnedLines: [], returnReason: 'Refused at the door' }
              : { status, version },
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    }
    const urduMail = readMail(await waitForMail(t.outbox, urdu.shopper.email, 2));
    expect(urduMail.subject).toBe(`آپ کا Bloom آرڈر ${urdu.id}: واپس`);
    expect(urduMail.text).toContain(`آپ کا آرڈر ${urdu.id} ہمیں واپس مل گیا ہے`);
    const englishMail = readMail(await waitForMail(t.outbox, english.shopper.email, 2));
    expect(englishMail.subject).toBe(`Your Bloom order ${english.id} is Returned`);
    expect(englishMail.text).toContain(`Your order ${english.id} has come back to us`);
  });

  it('refuses an order in an unknown language with a 400, placing nothing', async () => {
    const shopper = await signUpAndLogIn(t.app);
    const before = await t.db.query('SELECT count(*)::int AS n FROM orders');
    const reply = await post(
      t.app,
      '/api/orders/createOrder',
      {
        name: 'Amna Tariq',
        phone: '03001234567',
        address: '12 Canal Road, Lahore',
        items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        totalAmount: 100,
        lang: 'urdu',
      },
      { cookie: shopper.cookie },
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('"lang": must be en (English, the default) or ur (Urdu).');
    expect((await t.db.query('SELECT count(*)::int AS n FROM orders')).rows).toEqual(before.rows);
  });
});
