/**
 * A staff member's language (issue 33 §7) through /admin/graphql against the real gateway and a
 * real api: `me` says it, `setMyLocale` keeps it with the account, so a later sign-in has it.
 */
import { describe, expect, it } from 'vitest';
import { codesOf } from './support/gateway.ts';
import { signedInStaff, staffBrowser } from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

interface Me {
  me: { email: string; locale: string } | null;
}

describe("a staff member's language", () => {
  it('is kept with the account: set to Urdu, it is Urdu at the next sign-in', async () => {
    const support = await signedInStaff(stack.gateway.url, 'support');
    try {
      const before = await support.gql<Me>('{ me { email locale } }');
      expect(before.data?.me?.locale).toBe('EN');

      const set = await support.gql<{ setMyLocale: { locale: string } }>(
        'mutation { setMyLocale(locale: UR) { locale } }',
      );
      expect(set.errors).toBeUndefined();
      expect(set.data?.setMyLocale.locale).toBe('UR');

      const later = await signedInStaff(stack.gateway.url, 'support');
      expect((await later.gql<Me>('{ me { locale } }')).data?.me?.locale).toBe('UR');
    } finally {
      await support.gql('mutation { setMyLocale(locale: EN) { locale } }');
    }
  });

  it('needs a staff session', async () => {
    const stranger = staffBrowser(stack.gateway.url);
    const refused = await stranger.gql('mutation { setMyLocale(locale: UR) { locale } }');
    expect(codesOf(refused)).toEqual(['UNAUTHENTICATED']);
  });
});
