/**
 * The api's own check of where a request came from (app.ts, @bloom/ops write-guard.ts), behind the
 * web server's and the gateway's: with `publicUrl` (PUBLIC_URL) alone its origin is the one
 * allowed; a page of another origin, a same-site one included, is refused, and a write without
 * Origin is judged by Sec-Fetch-Site. Links in mails are built from `publicUrl`.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, waitForMail } from './helpers.ts';
import { call, signedInStaff } from './staff.ts';

const t = useTestApp({ publicUrl: 'http://localhost:5300' });

let shoppers = 0;
/** A sign-up as a browser on `headers`' page would send it; and whether the account exists. */
async function signUp(headers: Record<string, string>) {
  shoppers += 1;
  const email = `write-guard-${shoppers}@example.com`;
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/users/signup',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ name: 'A', email, password: 'long enough password' }),
  });
  const rows = await t.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return { status: reply.statusCode, body: reply.body, created: rows.rowCount === 1 };
}

describe('where a request came from', () => {
  it("refuses another origin's page, another port of the same host included, changing nothing", async () => {
    for (const origin of ['http://localhost:5399', 'http://127.0.0.1:5300', 'null']) {
      const refused = await signUp({ origin, 'sec-fetch-site': 'same-site' });
      expect(refused, origin).toMatchObject({ status: 403, created: false });
      expect(refused.body).toMatch(/origin/);
    }
  });

  it('refuses a write without Origin whose Sec-Fetch-Site is same-site or cross-site', async () => {
    for (const site of ['same-site', 'cross-site']) {
      expect(await signUp({ 'sec-fetch-site': site }), site).toMatchObject({
        status: 403,
        created: false,
      });
    }
  });

  it("takes PUBLIC_URL's own pages, same-origin and typed requests, and callers with neither header", async () => {
    for (const headers of [
      { origin: 'http://localhost:5300' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ] as Record<string, string>[]) {
      expect(await signUp(headers), JSON.stringify(headers)).toMatchObject({
        status: 201,
        created: true,
      });
    }
  });
});

describe('links in mails', () => {
  it("are built from PUBLIC_URL: an invitation's link is its back office", async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const invited = await call(t.app, 'POST', '/api/admin/staff/invitations', {
      cookie: owner.cookie,
      body: { email: 'link.check@example.com', role: 'support' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = (await waitForMail(t.outbox, 'link.check@example.com')).replace(/=\r?\n/g, '');
    expect(mail).toMatch(/http:\/\/localhost:5300\/admin\/accept-invite\?token=/);
  });
});
