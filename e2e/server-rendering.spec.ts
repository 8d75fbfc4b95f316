/**
 * The shop as a crawler, a shopper without JavaScript and a browser hydrating it see it: complete
 * HTML per route with the right status, guards that redirect from the server, head metadata and
 * JSON-LD, robots.txt and the sitemap, browsing with JavaScript off, and hydration that leaves
 * the console clean and asks the gateway for nothing the page already holds.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, settled, test, watch } from './support/test.ts';
import { graphql, logIn, shopper } from './support/shop.ts';

/** The first product of the catalogue (newest first), as the listing shows it. */
async function firstProduct(request: APIRequestContext) {
  const data = await graphql<{
    products: { items: Array<{ id: string; name: string; reviewCount: number }> };
  }>(request, '{ products(page: 1) { items { id name reviewCount } } }');
  return data.products.items[0]!;
}

/** The page's HTML as the server sends it, without following redirects. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

/** The JSON-LD objects in a page's HTML. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** A meta tag's content in a page's HTML. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

test.describe('complete HTML from the server', () => {
  test('every public route answers its page, with the right status and heading', async ({
    request,
  }) => {
    const product = await firstProduct(request);
    const routes: Array<[string, number, RegExp]> = [
      ['/', 200, /Beauty that blooms with you/],
      ['/products', 200, /<h1[^>]*>Shop<\/h1>/],
      ['/products?category=Skincare&page=1', 200, /<h1[^>]*>Shop<\/h1>/],
      ['/bundle', 200, /<h1[^>]*>Bundles<\/h1>/],
      [`/selectedItem/${product.id}`, 200, new RegExp(`<h1[^>]*>${product.name}</h1>`)],
      ['/about', 200, /About Bloom/],
      ['/contact', 200, /<h1/],
      ['/privacy-policy', 200, /Privacy Policy/],
      ['/terms', 200, /Terms/],
      ['/cart', 200, /Shopping Cart/],
      ['/login', 200, /Login Your Account/],
      ['/signup', 200, /Signup Your Account/],
      ['/forget', 200, /<h1/],
      ['/no/such/page', 404, /Page not found/],
      ['/selectedItem/00000000-0000-4000-8000-000000000000', 404, /Product not found/],
      ['/selectedItem/not%20an%20id', 404, /Product not found/],
      ['/products?category=Nope', 404, /We do not have that category/],
      ['/products?page=99999', 404, /No products/],
    ];
    for (const [path, status, content] of routes) {
      const page = await serverHtml(request, path);
      expect(page.status, path).toBe(status);
      expect(page.html, path).toMatch(content);
      // The header is there, drawn on the server.
      expect(page.html, path).toContain('aria-label="Main"');
    }
  });

  test('a listing holds its products and links to each of them', async ({ request }) => {
    const product = await firstProduct(request);
    const { html } = await serverHtml(request, '/products');
    expect(html).toContain(`href="/selectedItem/${product.id}"`);
    expect(html).toContain(product.name);
    // Pages of the listing are links a crawler can follow.
    expect(html).toMatch(/href="\/products\?page=2"/);
  });

  test('guards redirect a guest from the server, and let a member in with their name', async ({
    request,
  }) => {
    for (const [path, to] of [
      ['/checkout', '/login?from=cart'],
      ['/orders', '/login'],
      ['/profile', '/login'],
    ]) {
      const page = await serverHtml(request, path!);
      expect(page.status, path).toBe(302);
      expect(
        new URL(page.headers['location']!, 'http://x').pathname +
          new URL(page.headers['location']!, 'http://x').search,
      ).toBe(to);
    }
    await logIn(request, shopper);
    for (const path of ['/orders', '/profile', '/checkout']) {
      const page = await serverHtml(request, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain(`Account: ${shopper.name}`);
    }
    // A member on /login is sent on (SPEC.md §2).
    const login = await serverHtml(request, '/login?from=cart');
    expect(login.status).toBe(302);
    expect(login.headers['location']).toMatch(/\/cart$/);
  });
});

test.describe('search engines and link previews', () => {
  test('the home page: title, description, canonical, previews, Organization and WebSite', async ({
    request,
    baseURL,
  }) => {
    const { html } = await serverHtml(request, '/');
    expect(html).toContain('<title>Home - Bloom</title>');
    expect(meta(html, 'description')).toBeTruthy();
    expect(html).toContain(`<link rel="canonical" href="${new URL('/', baseURL).href}"`);
    expect(meta(html, 'og:title')).toBe('Home - Bloom');
    expect(meta(html, 'og:url')).toMatch(/^http:\/\//);
    expect(meta(html, 'og:image')).toMatch(/^http:\/\//);
    expect(meta(html, 'twitter:card')).toBeTruthy();
    expect(meta(html, 'robots')).toBeUndefined();
    const [organization, website] = jsonLd(html);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Bloom' });
    expect(organization!['logo']).toMatch(/^http:\/\//);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('a product page: Product rich result with its offer, and its breadcrumb', async ({
    request,
  }) => {
    const product = await firstProduct(request);
    const { html } = await serverHtml(request, `/selectedItem/${product.id}`);
    expect(meta(html, 'og:type')).toBe('product');
    const items = jsonLd(html);
    const ld = items.find((item) => item['@type'] === 'Product')!;
    // Google's Product rich result: required name and one of offers/review/aggregateRating;
    // recommended image, description, sku, brand, and an offer with price, currency, availability.
    expect(ld['name']).toBe(product.name);
    expect(ld['description']).toEqual(expect.any(String));
    expect((ld['image'] as string[])[0]).toMatch(/^http:\/\/.*\/images\//);
    expect(ld['sku']).toBe(product.id);
    expect(ld['brand']).toMatchObject({ '@type': 'Brand', name: 'Bloom' });
    const offer = ld['offers'] as Record<string, unknown>;
    expect(offer['@type']).toBe('Offer');
    expect(offer['price']).toMatch(/^\d+\.\d{2}$/);
    expect(offer['priceCurrency']).toBe('PKR');
    expect(offer['availability']).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    if (product.reviewCount > 0) {
      expect(ld['aggregateRating']).toMatchObject({
        '@type': 'AggregateRating',
        reviewCount: product.reviewCount,
      });
    } else {
      expect(ld['aggregateRating']).toBeUndefined();
    }
    // Google's Breadcrumb: each ListItem has position and name; all but the last an item URL.
    const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')!;
    const list = crumbs['itemListElement'] as Array<Record<string, unknown>>;
    expect(list.map((item) => item['position'])).toEqual([1, 2, 3]);
    expect(list[2]!['name']).toBe(product.name);
    for (const item of list.slice(0, -1)) expect(item['item']).toMatch(/^http:\/\//);
  });

  test('a category listing has its breadcrumb and canonical; private pages are noindex', async ({
    request,
  }) => {
    const { html } = await serverHtml(request, '/products?category=Skincare&page=1');
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/[^"]+\/products\?category=Skincare"/,
    );
    const crumbs = jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList')!;
    expect((crumbs['itemListElement'] as unknown[]).length).toBe(3);
    for (const path of ['/cart', '/login', '/signup', '/forget', '/no/such/page']) {
      expect(meta((await serverHtml(request, path)).html, 'robots'), path).toBe('noindex');
    }
  });

  test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const path of ['/cart', '/checkout', '/orders', '/profile', '/login', '/reset/']) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists the static pages, the categories and every product with lastmod', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/products\?category=Skincare<\/loc>/);
    const product = await firstProduct(request);
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>[^<]+/selectedItem/${product.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`,
      ),
    );
  });
});

test.describe('bad input', () => {
  test('malformed and hostile addresses get a clear page, never a 500 or reflected markup', async ({
    request,
    baseURL,
  }) => {
    const cases: Array<[string, number[]]> = [
      ['/%E0%A4%A', [400]],
      ['/products?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E', [404]],
      ['/products?page=999999999999999999999', [404]],
      [`/${'a'.repeat(10_000)}`, [404]],
      [`/products?${Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')}`, [200]],
      ['/selectedItem/%3Cscript%3E', [404]],
    ];
    // A form post to a path that starts with two slashes stays on this site (fetch keeps the
    // path as written; Playwright's request would read it as another host).
    const bounced = await fetch(`${baseURL}//elsewhere.example/login`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(bounced.status).toBe(303);
    expect(bounced.headers.get('location')).toBe('/elsewhere.example/login');
    for (const [path, statuses] of cases) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(statuses, path.slice(0, 60)).toContain(response.status());
      expect(await response.text(), path.slice(0, 60)).not.toContain('<script>alert');
    }
  });

  test('2,000 malformed requests: not one 5xx', async ({ request }) => {
    test.setTimeout(180_000);
    const junk = ['%', '%zz', '%00', '..', '\u00ff', '<x>', "'", '"', '{', '%E0%A4', '\\', '//'];
    let n = 0;
    const paths: string[] = [];
    while (paths.length < 2000) {
      const a = junk[n % junk.length]!;
      const b = junk[(n * 7 + 3) % junk.length]!;
      const roots = [
        '/',
        '/products?category=',
        '/products?page=',
        '/selectedItem/',
        '/bundle?page=',
        '/reset/',
        '/otp/',
        '/products?search=',
      ];
      paths.push(
        `${roots[n % roots.length]}${encodeURI(a).replace(/%25/g, '%')}${b === '%' ? '%' : encodeURIComponent(b)}${n}`,
      );
      n += 1;
    }
    const statuses = new Map<number, number>();
    // From an address of its own (the stack trusts its loopback proxy): its 250 searches would
    // otherwise use up the page limit of 127.0.0.1, and a journey after it would be told to slow down.
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < paths.length; i += 20) {
      const batch = await Promise.all(
        paths.slice(i, i + 20).map((path) => request.get(path, { maxRedirects: 0, headers })),
      );
      for (const response of batch) {
        statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
      }
    }
    const serverErrors = [...statuses].filter(([status]) => status >= 500);
    expect(serverErrors, JSON.stringify([...statuses])).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, listings, categories, pages, search and a product all browse', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beauty that blooms with you');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Skincare' })
      .click();
    await expect(page).toHaveURL(/category=Skincare/);
    await expect(
      page.getByRole('list', { name: 'Products' }).getByRole('heading').first(),
    ).toBeVisible();

    await page.goto('/products');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('searchbox', { name: 'Search products' }).fill('serum');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/search=serum/);
    const results = page.getByRole('list', { name: 'Products' }).getByRole('link');
    await expect(results.first()).toBeVisible();

    await results.first().click();
    await expect(page).toHaveURL(/\/selectedItem\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/bundle');
    await expect(page.getByRole('heading', { level: 1, name: 'Bundles' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Bundles' }).getByRole('heading').first(),
    ).toBeVisible();
  });
});

test.describe('without JavaScript, a guest’s wishlist', () => {
  test.use({ javaScriptEnabled: false });

  test('says it is kept in the browser, and how to keep it with an account', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your wishlist is kept in this browser' }),
    ).toBeVisible();
    await expect(page.getByText('Loading your wishlist')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('without JavaScript, a form never puts what was typed in the address', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form posts, and the server sends the shopper back to the page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel(/^Password/).fill('a-secret-password');
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    expect(page.url()).not.toContain('secret');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login Your Account');
  });
});

test.describe('hydration', () => {
  test('as a guest: no console message on any route, and no data asked for again', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    const dataPages = ['/', '/products', '/products?category=Haircare', '/bundle', '/about'];
    for (const path of [
      ...dataPages,
      `/selectedItem/${product.id}`,
      '/cart',
      '/wishlist',
      '/login',
      '/signup',
      '/forget',
      '/contact',
      '/privacy-policy',
      '/terms',
      '/no/such/page',
    ]) {
      const seen = watch(page);
      await page.goto(path);
      await settled(page);
      expect(seen.messages(), path).toEqual([]);
      if (dataPages.includes(path)) expect(seen.graphqlRequests(), path).toBe(0);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });

  test('as a member: the header is theirs from the first byte, and hydration is clean', async ({
    page,
  }) => {
    await logIn(page.request, shopper);
    for (const path of ['/', '/products', '/orders', '/profile', '/checkout', '/cart']) {
      const seen = watch(page);
      const response = await page.goto(path);
      expect(await response!.text(), path).toContain(`Account: ${shopper.name}`);
      await settled(page);
      expect(seen.messages(), path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });

  test('the cart badge fills from this browser’s cart after hydration, without moving the header', async ({
    page,
  }) => {
    await page.goto('/products');
    await settled(page);
    const add = page.getByRole('button', { name: /^Add to cart:/ }).and(page.locator(':enabled'));
    await add.first().click();
    await add.first().click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // The server cannot see the cart: its HTML has the empty badge, the browser fills it,
    // after hydration, so hydration finds what the server sent.
    const seen = watch(page);
    const response = await page.reload();
    expect(await response!.text()).toContain('Cart, 0 items');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          // Only shifts that move something in the header (the badge's neighbours): an image
          // decoding late further down on a busy machine is not what this test is about.
          const header = document.querySelector('header');
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            }>) {
              const inHeader = (entry.sources ?? []).some(
                (source) => source.node && header?.contains(source.node),
              );
              if (!entry.hadRecentInput && inHeader) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // Buffered entries arrive in the observer's first callback, before the next frames.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBeLessThan(0.01);
    expect(seen.messages()).toEqual([]);
  });
});
