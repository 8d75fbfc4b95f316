/**
 * Two-factor sign-in through /admin/graphql against the real gateway and a real api: enrolment
 * (secret, otpauth URL, QR code, recovery codes), then a sign-in that asks for the code and one
 * that gives it, a recovery code in its place, and turning it off again; and with two-factor
 * required (`STAFF_2FA=required`), a member without it enrolling before anything else opens.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api.ts';
import { codesOf, startGateway, type RunningGateway } from './support/gateway.ts';
import {
  restCallsDuring,
  seededStaff,
  signedInStaff,
  signInMutation,
  staffBrowser,
} from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

interface SignedIn {
  signIn: { status: string; message: string; staff: { email: string } | null };
}

/**
 * The code an authenticator app holding `secret` shows now, or `stepsAhead` 30-second steps later.
 * The api accepts one step either side but each step once only (no replay), so a second code
 * within the same half-minute is the next step's.
 */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('two-factor sign-in', () => {
  it('enrols with a code, then asks for one at sign-in and accepts it or a recovery code', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const started = await manager.gql<{
      startTwoFactorEnrolment: { secret: string; otpauthUrl: string; qrSvg: string };
    }>('mutation { startTwoFactorEnrolment { secret otpauthUrl qrSvg } }');
    expect(started.errors).toBeUndefined();
    const enrolment = started.data?.startTwoFactorEnrolment;
    const secret = enrolment?.secret ?? '';
    expect(enrolment?.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment?.qrSvg).toMatch(/^<svg/);

    const passwordOnlyCookie = manager.cookieHeader;
    const wrong = await manager.gql(
      'mutation ($code: String!) { confirmTwoFactor(code: $code) { recoveryCodes } }',
      { code: '000000' === codeFor(secret) ? '111111' : '000000' },
    );
    expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);

    const confirmed = await manager.gql<{
      confirmTwoFactor: { recoveryCodes: string[]; staff: { twoFactorEnabled: boolean } };
    }>(
      'mutation ($code: String!) { confirmTwoFactor(code: $code) { recoveryCodes staff { twoFactorEnabled } } }',
      { code: codeFor(secret) },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmTwoFactor.staff.twoFactorEnabled).toBe(true);
    const recoveryCodes = confirmed.data?.confirmTwoFactor.recoveryCodes ?? [];
    expect(recoveryCodes).toHaveLength(10);
    // Confirming replaced the session the password alone opened: the browser holds the new one
    // (relayed) and carries on; the old cookie opens nothing any more.
    const carriesOn = await manager.gql<{ me: { email: string } | null }>('{ me { email } }');
    expect(carriesOn.data?.me?.email).toBe(seededStaff.manager.email);
    const stale = staffBrowser(stack.gateway.url);
    const refused = await stale.gql('{ me { email } }', undefined, { cookie: passwordOnlyCookie });
    expect(refused.data?.me ?? null).toBeNull();

    // A new browser: the password alone is the first step, and no cookie is set.
    const browser = staffBrowser(stack.gateway.url);
    const first = await browser.gql<SignedIn>(signInMutation, { input: seededStaff.manager });
    expect(first.errors).toBeUndefined();
    expect(first.data?.signIn).toMatchObject({ status: 'TWO_FACTOR_REQUIRED', staff: null });
    expect(browser.hasCookies).toBe(false);

    const withCode = await browser.gql<SignedIn>(signInMutation, {
      input: { ...seededStaff.manager, code: codeFor(secret, 1) },
    });
    expect(withCode.data?.signIn).toMatchObject({
      status: 'SIGNED_IN',
      staff: { email: seededStaff.manager.email },
    });

    const other = staffBrowser(stack.gateway.url);
    const recovered = await other.gql<SignedIn>(signInMutation, {
      input: { ...seededStaff.manager, code: recoveryCodes[0] },
    });
    expect(recovered.data?.signIn.status).toBe('SIGNED_IN');

    const off = await other.gql<{ disableTwoFactor: { twoFactorEnabled: boolean } }>(
      'mutation ($code: String!) { disableTwoFactor(code: $code) { twoFactorEnabled } }',
      { code: recoveryCodes[1] },
    );
    expect(off.errors).toBeUndefined();
    expect(off.data?.disableTwoFactor.twoFactorEnabled).toBe(false);
  });

  it('refuses a wrong code at sign-in with UNAUTHENTICATED', async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const started = await owner.gql<{ startTwoFactorEnrolment: { secret: string } }>(
      'mutation { startTwoFactorEnrolment { secret } }',
    );
    const secret = started.data?.startTwoFactorEnrolment.secret ?? '';
    await owner.gql(
      'mutation ($code: String!) { confirmTwoFactor(code: $code) { recoveryCodes } }',
      {
        code: codeFor(secret),
      },
    );
    const browser = staffBrowser(stack.gateway.url);
    const code = codeFor(secret) === '123456' ? '654321' : '123456';
    const reply = await browser.gql(signInMutation, { input: { ...seededStaff.owner, code } });
    expect(codesOf(reply)).toEqual(['UNAUTHENTICATED']);
    expect(browser.hasCookies).toBe(false);
  });
});

describe('two-factor required for every staff member (STAFF_2FA=required)', () => {
  let api: RunningApi | undefined;
  let gateway: RunningGateway | undefined;

  beforeAll(async () => {
    api = await startApi({ STAFF_2FA: 'required' });
    gateway = await startGateway({ apiUrl: api.url });
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.stop();
  });

  it('signs a member without two-factor in only to enrol, then opens their screens', async () => {
    if (!gateway) throw new Error('the stack starts in beforeAll');
    const browser = staffBrowser(gateway.url);
    const reply = await browser.gql<SignedIn>(signInMutation, { input: seededStaff.support });
    expect(reply.data?.signIn).toMatchObject({
      status: 'ENROLMENT_REQUIRED',
      staff: { email: seededStaff.support.email },
    });

    const running = gateway;
    const calls = await restCallsDuring(running, async () => {
      const refused = await browser.gql('{ orders { total } }');
      expect(codesOf(refused)).toEqual(['FORBIDDEN']);
      expect(refused.errors?.[0]?.extensions?.['enrolmentRequired']).toBe(true);
    });
    expect(calls).toEqual(['GET /api/admin/session']);

    const started = await browser.gql<{ startTwoFactorEnrolment: { secret: string } }>(
      'mutation { startTwoFactorEnrolment { secret } }',
    );
    const secret = started.data?.startTwoFactorEnrolment.secret ?? '';
    const confirmed = await browser.gql(
      'mutation ($code: String!) { confirmTwoFactor(code: $code) { recoveryCodes } }',
      { code: codeFor(secret) },
    );
    expect(confirmed.errors).toBeUndefined();
    const orders = await browser.gql<{ orders: { total: number } }>('{ orders { total } }');
    expect(orders.errors).toBeUndefined();

    // Required means it stays on.
    const off = await browser.gql(
      'mutation ($code: String!) { disableTwoFactor(code: $code) { id } }',
      { code: codeFor(secret, 1) },
    );
    expect(codesOf(off)).toEqual(['CONFLICT']);
  });
});
