/**
 * Starts the real gateway on a free port and gives tests a small browser-like client: JSON POSTs
 * to /graphql with a cookie jar, and a log of every REST call the gateway made.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayOptions } from '../../src/server.ts';

/** A GraphQL reply as a client sees it. */
export interface GraphQLReply<T = Record<string, unknown>> {
  /** HTTP status. */
  status: number;
  /** `data`, possibly null. */
  data: T | null | undefined;
  /** `errors`, if any. */
  errors:
    Array<{ message: string; extensions?: Record<string, unknown>; path?: unknown[] }> | undefined;
  /** Response headers. */
  headers: Headers;
  /** The raw body text, to check nothing internal leaks. */
  text: string;
}

/** A running gateway with its REST call log. */
export interface RunningGateway {
  /** Its origin. */
  url: string;
  /** The Fastify app. */
  app: FastifyInstance;
  /** Every REST call the gateway made, as `METHOD /path?query`. */
  restCalls: string[];
  /** Stops it. */
  close: () => Promise<void>;
}

/** Builds and starts a gateway that counts its REST calls. */
export async function startGateway(
  options: Partial<GatewayOptions> & { apiUrl: string },
): Promise<RunningGateway> {
  const restCalls: string[] = [];
  // Trusting X-Forwarded-For lets each Shopper come from its own IP, as shoppers do, so the
  // api's per-IP abuse limits apply per test rather than to the whole file.
  const app = await buildGateway({
    onRestCall: (call) => restCalls.push(call),
    trustProxy: '127.0.0.1',
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('gateway has no address');
  return { url: `http://127.0.0.1:${address.port}`, app, restCalls, close: () => app.close() };
}

let shoppers = 0;

/** A browser stand-in: keeps the cookies the gateway sets and sends them back. */
export class Shopper {
  readonly #cookies = new Map<string, string>();
  /** This shopper's own address (TEST-NET-3), relayed through X-Forwarded-For. */
  readonly ip: string;
  /**
   * The path operations go to: the shop's `/graphql`, or `/admin/graphql` for the staff API.
   * Changing it keeps the cookie jar, as a browser keeps its cookies across paths.
   */
  endpoint = '/graphql';

  /** Talks to the gateway at `url`. */
  constructor(private readonly url: string) {
    shoppers += 1;
    this.ip = `203.0.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`;
  }

  /** The Cookie header this jar sends now (to replay an old one from another browser). */
  get cookieHeader(): string {
    return this.#cookieHeader();
  }

  /** Whether the jar holds any cookie. */
  get hasCookies(): boolean {
    return this.#cookies.size > 0;
  }

  /** Sends one GraphQL operation as a browser's fetch would (JSON POST, same origin). */
  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLReply<T>> {
    return this.post({ query, variables }, headers);
  }

  /** GETs `path` with this jar's cookies, as a browser follows a download link. */
  async download(path: string): Promise<Response> {
    const cookie = this.#cookieHeader();
    return fetch(`${this.url}${path}`, {
      headers: { 'x-forwarded-for': this.ip, ...(cookie ? { cookie } : {}) },
    });
  }

  /** POSTs `body` as is to `path` with this jar's cookies, as the back office sends a file. */
  async upload(
    path: string,
    body: BodyInit,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const cookie = this.#cookieHeader();
    return fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': this.ip, ...(cookie ? { cookie } : {}), ...headers },
      body,
    });
  }

  /** POSTs any JSON body to the endpoint (batches, malformed requests). */
  async post<T = Record<string, unknown>>(
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<GraphQLReply<T>> {
    const cookie = this.#cookieHeader();
    const response = await fetch(`${this.url}${this.endpoint}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': this.ip,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.#store(response.headers.getSetCookie());
    const text = await response.text();
    const parsed = JSON.parse(text) as { data?: T | null; errors?: GraphQLReply<T>['errors'] };
    return {
      status: response.status,
      data: parsed.data,
      errors: parsed.errors,
      headers: response.headers,
      text,
    };
  }

  #cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  #store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

/** The `extensions.code` of each error, for compact assertions. */
export function codesOf(reply: GraphQLReply<unknown>): unknown[] {
  return (reply.errors ?? []).map((error) => error.extensions?.['code']);
}

let accounts = 0;

/** A new shopper of the gateway at `url`, signed up and logged in. */
export async function signedUpShopper(url: string): Promise<Shopper> {
  accounts += 1;
  const shopper = new Shopper(url);
  const account = {
    name: `Noor ${accounts}`,
    email: `noor.${accounts}.${Date.now()}@example.com`,
    password: 'jasmine-tea-42',
  };
  const signup = await shopper.gql(
    'mutation ($input: SignupInput!) { signup(input: $input) { message } }',
    { input: account },
  );
  expect(signup.errors).toBeUndefined();
  const login = await shopper.gql(
    'mutation ($input: LoginInput!) { login(input: $input) { user { id } } }',
    { input: { email: account.email, password: account.password } },
  );
  expect(login.errors).toBeUndefined();
  return shopper;
}

/**
 * A seeded staff member (owner by default) logged in at the shop's own /graphql: a shop session,
 * which is a shopper's whoever signs in with it (staff powers live behind /admin/graphql).
 */
export async function staffShopSession(
  url: string,
  account: { email: string; password: string } = {
    email: 'staff@bloom.example.com',
    password: 'bloom-staff-local',
  },
): Promise<Shopper> {
  const shopper = new Shopper(url);
  const login = await shopper.gql<{ login: { user: { email: string } } }>(
    'mutation ($input: LoginInput!) { login(input: $input) { user { email } } }',
    { input: account },
  );
  expect(login.data?.login.user.email).toBe(account.email);
  return shopper;
}

/** A shopper's order of `quantity` units of an in-stock skincare product, placed for real. */
export interface PlacedOrder {
  /** The order's id. */
  orderId: string;
  /** The product ordered. */
  productId: string;
}

/** `shopper` orders `quantity` of a skincare product with more than 5 in stock. */
export async function placeOrderAs(shopper: Shopper, quantity = 1): Promise<PlacedOrder> {
  const listing = await shopper.gql<{
    products: { items: { id: string; currentPrice: number; stock: number }[] };
  }>('{ products(category: SKINCARE) { items { id currentPrice stock } } }');
  const product = listing.data?.products.items.find((item) => item.stock > 5);
  if (!product) throw new Error('no skincare product in stock');
  const placed = await shopper.gql<{ placeOrder: { id: string } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
    {
      input: {
        idempotencyKey: randomUUID(),
        name: 'Noor Shah',
        phone: '03001112233',
        address: '7 Jasmine Road, Clifton',
        items: [{ productId: product.id, quantity }],
        totalAmount: Math.round(product.currentPrice * quantity * 100) / 100,
      },
    },
  );
  expect(placed.errors).toBeUndefined();
  return { orderId: placed.data!.placeOrder.id, productId: product.id };
}
