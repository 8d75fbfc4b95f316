/**
 * The first paint (DESIGN.md, Storefront: the first paint; issue 23), on the production build
 * and the whole stack: `103 Early Hints` before a page, the page's critical CSS inlined with the
 * whole stylesheet loaded without blocking, only what the entry script and the route's chunk
 * import statically preloaded, and the largest photo fetched first. Needs the storefront's build (`npm test`
 * builds first).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Route } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { startStack, type Stack } from '../../scripts/stack.ts';
import { createHash } from 'node:crypto';
import { earlyTapsSource } from '../src/render/earlyTaps.ts';

let stack: Stack;
let scratch: string;
let browser: Browser;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bloom-first-paint-'));
  stack = await startStack({
    dataDir: join(scratch, 'data'),
    apiPort: 0,
    gatewayPort: 0,
    webPort: 0,
    echo: false,
    env: { LOG_LEVEL: 'error' },
  });
  browser = await chromium.launch(chromiumLaunchOptions());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** One request over node:http, which reports informational (1xx) answers as they come. */
function exchange(
  path: string,
  { method = 'GET', body }: { method?: string; body?: string } = {},
): Promise<{
  informational: { status: number; headers: IncomingHttpHeaders }[];
  status: number;
  html: string;
}> {
  return new Promise((resolve, reject) => {
    const informational: { status: number; headers: IncomingHttpHeaders }[] = [];
    const request = httpRequest(
      new URL(path, stack.webUrl),
      { method, headers: body ? { 'content-type': 'application/json' } : {} },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve({ informational, status: response.statusCode ?? 0, html }),
        );
      },
    );
    request.on('information', (info) =>
      informational.push({ status: info.statusCode, headers: info.headers }),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A product page's address, from the listing. */
async function productPath(): Promise<string> {
  const { html } = await exchange('/products');
  const path = /href="(\/selectedItem\/[^"?]+)"/.exec(html)?.[1];
  expect(path).toBeDefined();
  return path!;
}

/** The chunks the script at `href` imports statically (`import … from "./x.js"`), as paths. */
async function staticImports(link: string): Promise<string[]> {
  const href = /href="([^"]+)"/.exec(link)![1]!;
  const { status, html: code } = await exchange(href);
  expect(status).toBe(200);
  return [...code.matchAll(/\bimport\s*(?:[\w$*{},\s]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
    (match) => new URL(match[1]!, new URL(href, 'http://shop.invalid')).pathname,
  );
}

/** The Urdu font's built file, hashed. */
const urduFontFile = /NotoNastaliqUrdu[^/]*\.woff2$/;

/** The document's `<head>`. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('103 Early Hints', () => {
  it('go out before a page, naming the stylesheet and the entry script the page then uses (a page in islands: the stylesheet)', async () => {
    for (const path of ['/', '/contact', '/no-such-page']) {
      const { informational, status, html } = await exchange(path);
      expect(status).toBe(path === '/no-such-page' ? 404 : 200);
      expect(informational.map((info) => info.status)).toEqual([103]);
      const link = String(informational[0]!.headers.link);
      const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+\.css)"/.exec(html)?.[1];
      const entry = /<script type="module" crossorigin src="([^"]+\.js)"[^>]*><\/script>/.exec(
        html,
      )?.[1];
      expect(stylesheet).toBeDefined();
      expect(entry).toBeDefined();
      expect(link).toContain(`<${stylesheet}>; rel=preload; as=style`);
      if (path === '/') {
        // A page a guest gets in islands, with the islands' entry: before the page is known,
        // only its stylesheet is sure to be needed, and no script of the whole app is hinted.
        expect(entry).toMatch(/\/assets\/entry-/);
        expect(link).not.toContain('modulepreload');
      } else {
        expect(link).toContain(`<${entry}>; rel=modulepreload`);
      }
    }
  });

  it('are not sent for forwarded calls, built files or a HEAD', async () => {
    const graphql = await exchange('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ products { total } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.informational).toEqual([]);
    const icon = await exchange('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.informational).toEqual([]);
    expect((await exchange('/', { method: 'HEAD' })).informational).toEqual([]);
  });
});

describe('the head of a page', () => {
  it('inlines the critical CSS first and loads the whole stylesheet without blocking', async () => {
    const { html } = await exchange('/products');
    const head = headOf(html);
    // The inlined rules come before any other asset, and hold the rules of what the page shows.
    const style = /<style>([\s\S]*?)<\/style>/.exec(head);
    expect(style).not.toBeNull();
    expect(head.indexOf('<style>')).toBeLessThan(
      head.search(/<link rel="(stylesheet|modulepreload)"|<script/),
    );
    const pageClass = /class="(bloom-ProductCard-module-[\w-]+)"/.exec(html)?.[1];
    expect(pageClass).toBeDefined();
    expect(style![1]).toContain(`.${pageClass}`);
    // ...and not the rules of what it does not (the cart's line items are not on a listing).
    expect(html).not.toMatch(/bloom-LineItem-module-/);
    // The whole stylesheet is not in the head, where it would hold the first paint: it is linked
    // once, last in the body, and needs no script to apply.
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const bodyEnd = html.slice(html.lastIndexOf('</div>'));
    const links = bodyEnd.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).not.toMatch(/ media=/);
    expect(bodyEnd).toMatch(/<link rel="stylesheet"[^>]*><\/body>/);
    expect(html).not.toContain('<noscript><link');
    const stylesheet = /href="([^"]+)"/.exec(links[0]!)![1]!;
    const whole = await (await fetch(new URL(stylesheet, stack.webUrl))).text();
    expect(whole).toMatch(/\.bloom-LineItem-module-/);
    expect(style![1]).not.toMatch(/\.bloom-LineItem-module-/);
  });

  it("preloads what the entry and the route page's chunk import, its language's catalogue, and nothing loaded on demand", async () => {
    for (const [path, page, catalogue] of [
      ['/contact', 'ContactPage', 'en'],
      ['/wishlist', 'WishlistPage', 'en'],
      ['/ur/wishlist', 'WishlistPage', 'ur'],
    ] as const) {
      const head = headOf((await exchange(path)).html);
      expect(head.match(/<script type="module"[^>]*>/g)).toHaveLength(1);
      // What the entry needs to hydrate, the page's chunk and the chunks only it imports (no
      // second round trip before hydration); no other page's chunk and nothing loaded on demand
      // (machines, dialogs), which load when they are needed.
      const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      const pageChunks = preloads.filter((link) => /\/assets\/[A-Z]\w*Page-[\w-]+\.js"/.test(link));
      expect(pageChunks).toHaveLength(1);
      expect(pageChunks[0]).toMatch(new RegExp(`href="/assets/${page}-[\\w-]+\\.js"`));
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(head)![1];
      const preloaded = new Set([
        entry,
        ...preloads.map((link) => /href="([^"]+)"/.exec(link)![1]),
      ]);
      const imports = await staticImports(pageChunks[0]!);
      expect(imports.length).toBeGreaterThan(0);
      for (const imported of imports) {
        expect(preloaded, `${page} imports ${imported}`).toContain(imported);
      }
      // The words hydration needs: the page's language's catalogue, not the other's.
      const other = catalogue === 'en' ? 'ur' : 'en';
      expect(preloads.at(-1), path).toMatch(new RegExp(`href="/assets/${catalogue}-[\\w-]+\\.js"`));
      expect(preloads.join('\n'), path).not.toMatch(new RegExp(`/assets/${other}-[\\w-]+\\.js`));
      for (const onDemand of [
        'xstate',
        'Machine',
        'wishlistActor',
        'MenuPanel',
        'AccountDropdown',
      ]) {
        expect(preloads.join('\n')).not.toContain(onDemand);
      }
    }
  });
  it("a guest's page in islands: the islands' entry, each island on it, its catalogue, no page chunk", async () => {
    for (const [path, catalogue, first, later] of [
      [await productPath(), 'en', 'AddToCart', 'HeaderSearch'],
      ['/', 'en', 'HeaderCounts', 'ProductCard'],
      ['/ur', 'ur', 'HeaderCounts', 'Testimonials'],
      ['/about', 'en', 'HeaderCounts', 'Testimonials'],
      ['/products?category=Skincare', 'en', 'HeaderCounts', 'FilteredListing'],
      ['/ur/bundle', 'ur', 'HeaderCounts', 'FilteredListing'],
      ['/cart', 'en', 'CartContents', 'HeaderSearch'],
    ] as const) {
      const { html } = await exchange(path);
      const head = headOf(html);
      const scripts = head.match(/<script type="module"[^>]*>/g) ?? [];
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).toMatch(/src="\/assets\/entry-[\w-]+\.js"/);
      // The code comes after what the first paint needs: at low priority, every file of it.
      expect(scripts[0], path).toContain('fetchpriority="low"');
      const preloadLinks = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      for (const link of preloadLinks) expect(link, path).toContain('fetchpriority="low"');
      const preloads = preloadLinks.join('\n');
      const tags = [...html.matchAll(/<bloom-island ([^>]*)>/g)].map((m) => m[1]!);
      const nameOf = (tag: string) => /data-island="([^"]+)"/.exec(tag)![1]!.split('/').at(-1)!;
      const chunk = (name: string) => new RegExp(`/assets/${name}\\.island-[\\w-]+\\.js"`);
      const now = tags.filter((tag) => !tag.includes('data-hydrate='));
      const hydratedLater = tags.filter((tag) => tag.includes('data-hydrate='));
      expect(now.map(nameOf), path).toContain(first);
      expect(hydratedLater.map(nameOf), path).toContain(later);
      // What hydrates with the page comes with it (the frame's islands are part of the entry's
      // file: vite.config.ts, everyGuestPage); what hydrates when reached for or seen, then.
      const inEntry = ['HeaderCounts', 'Floating', 'Toasts'];
      for (const name of inEntry) expect(now.map(nameOf), path).toContain(name);
      for (const tag of now.filter((tag) => !inEntry.includes(nameOf(tag)))) {
        expect(preloads, `${path} ${nameOf(tag)}`).toMatch(chunk(nameOf(tag)));
      }
      for (const name of inEntry) expect(preloads, `${path} ${name}`).not.toMatch(chunk(name));
      for (const tag of hydratedLater) {
        expect(preloads, `${path} ${nameOf(tag)}`).not.toMatch(chunk(nameOf(tag)));
      }
      const other = catalogue === 'en' ? 'ur' : 'en';
      expect(preloads, path).toMatch(new RegExp(`/assets/${catalogue}-[\\w-]+\\.js"`));
      expect(preloads, path).not.toMatch(new RegExp(`/assets/${other}-[\\w-]+\\.js"`));
      expect(preloads, path).not.toMatch(/Page-[\w-]+\.js"/);
      for (const onDemand of ['xstate', 'Machine', 'wishlistActor', 'MenuPanel', 'apollo']) {
        expect(preloads, path).not.toContain(onDemand);
      }
      // No Apollo cache for the browser: no island reads one.
      expect(head, path).not.toContain('id="bloom-state"');
    }
  });

  it('fetches the largest photo first: never lazy, fetchpriority high, preloaded in the head', async () => {
    const { html } = await exchange(await productPath());
    const photo = /<img class="bloom-ProductDetail-module-photo[^"]*"[^>]*>/.exec(html)?.[0];
    expect(photo).toBeDefined();
    expect(photo).not.toMatch(/loading="lazy"/);
    expect(photo).toMatch(/fetchPriority="high"/i);
    const src = /src="([^"]+)"/.exec(photo!)![1]!;
    expect(headOf(html)).toMatch(
      new RegExp(`<link rel="preload" as="image" href="${src}"[^>]*fetchpriority="high"`),
    );
  });
});

describe('in Chromium', () => {
  it('paints before the whole stylesheet arrives, and it changes nothing that was painted', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      // The stylesheet is held until the page has painted: a blocking one would keep it blank.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.css', async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto(new URL(await productPath(), stack.webUrl).href, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      // What was painted on screen: the frame, the heading and the photos in the first viewport,
      // kept so the same elements are measured again (parts the page adds later, below the
      // fold, such as related products, are not what was painted).
      const painting = await page.evaluateHandle(() =>
        [...document.querySelectorAll('header, main h1, main img, footer')].filter(
          (element) => element.getBoundingClientRect().top < innerHeight,
        ),
      );
      const layout = () =>
        painting.evaluate((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return [box.x, box.y, box.width, box.height, style.color, style.fontSize].join(' ');
          }),
        );
      const painted = await layout();
      expect(painted.length).toBeGreaterThan(2);
      release();
      // Once the whole stylesheet has arrived and applies, nothing that was painted has moved.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet !== null,
        ),
      );
      expect(await layout()).toEqual(painted);
    } finally {
      await page.close();
    }
  });

  it('downloads the Urdu font on Urdu pages only: English pages, with their "اردو" switch, never', async () => {
    const fontsOf = async (path: string) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      try {
        await page.goto(new URL(path, stack.webUrl).href, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        return fonts;
      } finally {
        await page.close();
      }
    };
    for (const path of ['/', '/products', await productPath()]) {
      expect(
        (await fontsOf(path)).filter((font) => urduFontFile.test(font)),
        path,
      ).toEqual([]);
    }
    expect((await fontsOf('/ur/products')).some((font) => urduFontFile.test(font))).toBe(true);
  });

  it('preloads the Urdu font in the head of Urdu pages only, the very file the page then uses', async () => {
    const fontPreload =
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)" \/>/g;
    for (const path of ['/', '/products', await productPath()]) {
      const { html } = await exchange(path);
      expect([...headOf(html).matchAll(fontPreload)], path).toEqual([]);
    }
    for (const path of ['/ur', '/ur/products']) {
      const { html } = await exchange(path);
      const preloads = [...headOf(html).matchAll(fontPreload)].map((match) => match[1]);
      expect(preloads, path).toHaveLength(1);
      expect(preloads[0]).toMatch(urduFontFile);
      const font = await fetch(new URL(preloads[0]!, stack.webUrl));
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
    }
    // And the head's href is the face the stylesheet names: the browser uses the preload.
    const page = await browser.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(new URL('/ur/products', stack.webUrl).href, { waitUntil: 'networkidle' });
    const { html } = await exchange('/ur/products');
    expect(fonts).toContain([...headOf(html).matchAll(fontPreload)][0]![1]);
    await page.close();
  });

  it('runs one inline script, the keeper of early taps, before any other, allowed by its hash alone', async () => {
    for (const path of ['/', '/products', '/ur', await productPath()]) {
      const reply = await fetch(new URL(path, stack.webUrl));
      const html = await reply.text();
      const policy = reply.headers.get('content-security-policy') ?? '';
      // Scripts that run: no src, not a data block (application/json, ld+json).
      const inline = [
        ...headOf(html).matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(
        inline.map((match) => match[1]),
        path,
      ).toEqual([earlyTapsSource]);
      // Every other script waits for the document (a module) or never runs (a data block), so
      // the keeper listens before anything else runs or can be tapped.
      const others = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => tag !== '<script>');
      for (const tag of others) {
        expect(tag, path).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
      }
      const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
      expect(policy, path).toMatch(
        new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`),
      );
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });
});
