import { describe, expect, it } from 'vitest';
import {
  insertProduct,
  post,
  signUpAndLogIn,
  useTestApp,
  waitForMail,
} from '../../test/helpers.ts';
import { shop } from '../shop.ts';

const t = useTestApp();

const contact = (fields: Record<string, unknown>) =>
  post(t.app, '/api/contact/createContact', {
    name: 'Zara',
    email: 'zara@example.com',
    phone: '03001234567',
    ...fields,
  });

describe('stored text (DESIGN.md "Stored text")', () => {
  it.each([
    ['\u0001', 'a control character'],
    ['\u001b[31m', 'an escape sequence'],
    ['\r\nBcc: x@example.com', 'a line break'],
    ['\t', 'a tab'],
  ])('refuses a one-line field holding %j (%s) with a sentence, storing nothing', async (bad) => {
    const signup = await post(t.app, '/api/users/signup', {
      name: `Mallory${bad}Smith`,
      email: 'mallory@example.com',
      password: 'a-long-enough-passphrase',
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().error).toBe('Name must be one line without control characters.');
    const users = await t.db.query(`SELECT 1 FROM users WHERE email = 'mallory@example.com'`);
    expect(users.rows).toEqual([]);

    const shopper = await signUpAndLogIn(t.app, 'Nadia');
    const profile = await post(
      t.app,
      '/api/users/updateUserInformation',
      { address: `House 1${bad}Lahore` },
      { cookie: shopper.cookie },
    );
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error).toBe('Address must be one line without control characters.');
  });

  it.each([
    ['202E', '\u202e'],
    ['202A', '\u202a'],
    ['2066', '\u2066'],
    ['2069', '\u2069'],
  ])(
    'refuses the direction control U+%s in one-line and multi-line fields alike',
    async (_codePoint, override) => {
      const sentence = (what: string) =>
        `${what} cannot contain text-direction override characters (U+202A–U+202E, U+2066–U+2069).`;
      const name = await contact({ name: `Zara${override}gnp.exe` });
      expect(name.statusCode).toBe(400);
      expect(name.json().error).toBe(sentence('Name'));
      const message = await contact({ message: `Hello\n${override}there` });
      expect(message.statusCode).toBe(400);
      expect(message.json().error).toBe(sentence('Message'));

      const shopper = await signUpAndLogIn(t.app, 'Reviewer');
      const productId = await insertProduct(t.db);
      const review = await post(
        t.app,
        '/api/reviews/createReview',
        { productId, rating: 4, comment: `Nice${override} cream` },
        { cookie: shopper.cookie },
      );
      expect(review.statusCode).toBe(400);
      expect(review.json().error).toBe(sentence('The review text'));
    },
  );

  it('keeps newlines and tabs in multi-line fields and refuses other control characters there', async () => {
    const shopper = await signUpAndLogIn(t.app, 'Writer');
    const productId = await insertProduct(t.db);
    const written = await post(
      t.app,
      '/api/reviews/createReview',
      { productId, rating: 5, comment: 'Pros:\n\t- gentle\n\t- lasts' },
      { cookie: shopper.cookie },
    );
    expect(written.statusCode).toBe(201);
    expect(written.json().review.comment).toBe('Pros:\n\t- gentle\n\t- lasts');

    const refused = await contact({ message: 'Hello\u0007 ring' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Message cannot contain control characters (only line breaks and tabs).',
    );
  });

  it("quotes the shopper's message in the shop's mail, so a line of theirs cannot pass for a header", async () => {
    const sent = await contact({
      message: 'Hi\nBcc: everyone@example.com\nFrom: Bloom <shop@example.com>\n\nBye',
    });
    expect(sent.statusCode).toBe(201);
    const mail = await waitForMail(t.outbox, shop.email);
    const body = mail.slice(mail.indexOf('\r\n\r\n') + 4).replace(/\r\n/g, '\n');
    expect(body).toContain(
      '> Hi\n> Bcc: everyone@example.com\n> From: Bloom <shop@example.com>\n>\n> Bye\n',
    );
    expect(body).not.toMatch(/^(Bcc|From):/m);
    expect(mail).not.toMatch(/^Bcc:/im);
  });
});
