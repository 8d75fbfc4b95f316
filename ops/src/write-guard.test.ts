/**
 * The write guard's rules (write-guard.ts) as the three servers apply them: which writes another
 * site's page may not send, which bodies each route takes, and which origins a process accepts
 * from its environment.
 */
import { describe, expect, it } from 'vitest';
import {
  bodyTypeRefusal,
  crossSiteRefusal,
  crossSiteSentence,
  readAllowedOrigins,
  readPublicUrl,
} from './index.ts';

const shop = new Set(['http://localhost:5300']);

describe('crossSiteRefusal', () => {
  it("refuses a write whose Origin is not the shop's, a same-site one (another port) included", () => {
    for (const origin of [
      'http://localhost:5399',
      'http://127.0.0.1:5300',
      'https://localhost:5300',
      'http://evil.example',
      'null',
    ]) {
      expect(crossSiteRefusal('POST', { origin }, shop), origin).toBe(crossSiteSentence);
    }
    expect(crossSiteRefusal('PATCH', { origin: 'http://localhost:5399' }, shop)).toBe(
      crossSiteSentence,
    );
    expect(crossSiteRefusal('DELETE', { origin: 'http://localhost:5399' }, shop)).toBe(
      crossSiteSentence,
    );
  });

  it('lets a page of the very server asked write (the browser says same-origin), and no other', () => {
    // The gateway's own playground on its own port: not the shop's address, but its own page.
    const gateway = { origin: 'http://127.0.0.1:4002', 'sec-fetch-site': 'same-origin' };
    expect(crossSiteRefusal('POST', gateway, shop)).toBeUndefined();
    for (const site of ['same-site', 'cross-site', 'none', undefined]) {
      expect(
        crossSiteRefusal('POST', { origin: 'http://localhost:5399', 'sec-fetch-site': site }, shop),
        String(site),
      ).toBe(crossSiteSentence);
    }
    expect(
      crossSiteRefusal('POST', { origin: 'null', 'sec-fetch-site': 'same-origin' }, shop),
    ).toBe(crossSiteSentence);
  });

  it("lets the shop's own pages write, whatever Sec-Fetch-Site says beside Origin", () => {
    expect(crossSiteRefusal('POST', { origin: 'http://localhost:5300' }, shop)).toBeUndefined();
    expect(
      crossSiteRefusal(
        'POST',
        { origin: 'http://localhost:5300', 'sec-fetch-site': 'same-origin' },
        shop,
      ),
    ).toBeUndefined();
  });

  it('without Origin, lets only same-origin and none through by Sec-Fetch-Site', () => {
    expect(crossSiteRefusal('POST', { 'sec-fetch-site': 'same-origin' }, shop)).toBeUndefined();
    expect(crossSiteRefusal('POST', { 'sec-fetch-site': 'none' }, shop)).toBeUndefined();
    expect(crossSiteRefusal('POST', { 'sec-fetch-site': 'same-site' }, shop)).toBe(
      crossSiteSentence,
    );
    expect(crossSiteRefusal('POST', { 'sec-fetch-site': 'cross-site' }, shop)).toBe(
      crossSiteSentence,
    );
  });

  it('lets a write with neither header through (curl, a server-side client), and every read', () => {
    expect(crossSiteRefusal('POST', {}, shop)).toBeUndefined();
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(
        crossSiteRefusal(
          method,
          { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
          shop,
        ),
      ).toBeUndefined();
    }
  });
});

describe('bodyTypeRefusal', () => {
  it("takes each route's own types, parameters and case aside", () => {
    expect(bodyTypeRefusal('POST', '/graphql', 'application/json')).toBeUndefined();
    expect(
      bodyTypeRefusal('POST', '/admin/graphql', 'Application/JSON; charset=utf-8'),
    ).toBeUndefined();
    expect(
      bodyTypeRefusal('POST', '/admin/catalogue.json?dryRun=true', 'application/json'),
    ).toBeUndefined();
    expect(
      bodyTypeRefusal('POST', '/admin/products.csv?dryRun=false', 'text/csv; charset=utf-8'),
    ).toBeUndefined();
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(bodyTypeRefusal('POST', '/admin/images', type)).toBeUndefined();
    }
  });

  it('refuses every other type with a sentence naming the right one', () => {
    expect(bodyTypeRefusal('POST', '/graphql', 'text/plain')).toMatch(/application\/json/);
    expect(bodyTypeRefusal('POST', '/admin/graphql', undefined)).toMatch(/application\/json/);
    expect(bodyTypeRefusal('POST', '/admin/catalogue.json?dryRun=true', 'text/plain')).toMatch(
      /application\/json/,
    );
    expect(
      bodyTypeRefusal('POST', '/admin/products.csv?dryRun=true', 'application/vnd.ms-excel'),
    ).toMatch(/text\/csv/);
    for (const type of [
      'image/svg+xml',
      'application/octet-stream',
      'text/plain',
      '',
      'multipart/form-data',
    ]) {
      expect(bodyTypeRefusal('POST', '/admin/images', type), type).toMatch(/image\/jpeg/);
    }
  });

  it('leaves reads and paths without a rule alone', () => {
    expect(bodyTypeRefusal('GET', '/graphql?query={me{id}}', undefined)).toBeUndefined();
    expect(bodyTypeRefusal('GET', '/admin/products.csv', undefined)).toBeUndefined();
    expect(bodyTypeRefusal('POST', '/login', 'application/x-www-form-urlencoded')).toBeUndefined();
  });
});

describe('readAllowedOrigins', () => {
  it("is PUBLIC_URL's origin when ALLOWED_ORIGINS is not set", () => {
    expect(readAllowedOrigins({ PUBLIC_URL: 'http://localhost:5300' })).toEqual([
      'http://localhost:5300',
    ]);
    expect(
      readAllowedOrigins({ PUBLIC_URL: 'https://Shop.Example/bloom/', ALLOWED_ORIGINS: ' ' }),
    ).toEqual(['https://shop.example']);
  });

  it('is ALLOWED_ORIGINS when set, each as an origin', () => {
    expect(
      readAllowedOrigins({
        PUBLIC_URL: 'http://localhost:5300',
        ALLOWED_ORIGINS: 'https://shop.example/, https://www.shop.example:443',
      }),
    ).toEqual(['https://shop.example', 'https://www.shop.example']);
  });

  it('is the default address under both loopback names when neither is set', () => {
    expect(readAllowedOrigins({})).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
    expect(readAllowedOrigins({}, 'http://localhost:5300')).toEqual([
      'http://localhost:5300',
      'http://127.0.0.1:5300',
    ]);
  });

  it('stops the start on an address that is not one', () => {
    expect(() => readAllowedOrigins({ ALLOWED_ORIGINS: 'localhost:4000' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
    expect(() => readAllowedOrigins({ PUBLIC_URL: 'shop' })).toThrow(/PUBLIC_URL/);
  });
});

describe('readPublicUrl', () => {
  it('is PUBLIC_URL without its trailing slash, else the given default', () => {
    expect(readPublicUrl({ PUBLIC_URL: 'https://shop.example/' })).toBe('https://shop.example');
    expect(readPublicUrl({}, 'http://localhost:5300')).toBe('http://localhost:5300');
    expect(readPublicUrl({})).toBe('http://localhost:4000');
  });
});
