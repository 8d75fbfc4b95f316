/**
 * The benches' signed-in visitors: a new shopper's session cookie and the seeded manager's staff
 * cookie, both signed in through the api as the shop's own pages do.
 */

/** A new shopper's `bloom_session=…`, signed up and in through the api. */
export async function memberCookie(apiUrl: string): Promise<string> {
  const account = {
    name: 'Bench Shopper',
    email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'a-bench-shopper-passphrase',
  };
  const send = (path: string, body: object) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signedUp = await send('/api/users/signup', account);
  if (!signedUp.ok)
    throw new Error(`signup refused (${signedUp.status}): ${await signedUp.text()}`);
  const response = await send('/api/users/login', {
    email: account.email,
    password: account.password,
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('bloom_session='));
  if (!cookie) throw new Error(`no session from the api (${response.status})`);
  return cookie.split(';')[0]!;
}

/** The seeded manager's staff cookie. */
export async function staffCookie(url: string): Promise<string> {
  const reply = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@bloom.example.com', password: 'bloom-manager-local' }),
  });
  const cookie = reply.headers.getSetCookie().find((each) => each.startsWith('bloom_staff='));
  if (!reply.ok || !cookie) throw new Error(`staff sign-in failed: ${await reply.text()}`);
  return cookie.split(';')[0]!;
}
