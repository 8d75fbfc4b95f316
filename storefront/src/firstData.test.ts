import { afterEach, expect, test } from 'vitest';
import { ApolloLink, execute, gql, ApolloClient, InMemoryCache } from '@apollo/client';
import { Observable, firstValueFrom } from 'rxjs';
import { firstQueryFor } from './firstData.ts';
import { takeFirstResponse } from './firstRequest.ts';
import { firstRequestLink } from './apollo.ts';

afterEach(() => {
  delete window.__bloomFirstRequest;
});

const at = (path: string) => new URL(path, 'https://bloom.example.com');

test('the home page, a listing and a product page are asked for ahead; other pages are not', () => {
  expect(firstQueryFor(at('/'))).toMatchObject({ operationName: 'HomePage', variables: {} });
  expect(
    firstQueryFor(at('/products?category=Body%20Care&page=3&search=%20shea%20')),
  ).toMatchObject({
    operationName: 'ProductsPage',
    variables: { category: 'BODY_CARE', page: 3, search: 'shea' },
  });
  // The same variables the page builds: no search variable when not searching, bad page = 1.
  expect(firstQueryFor(at('/products?category=Shoes&page=x'))?.variables).toEqual({
    category: null,
    page: 1,
  });
  expect(firstQueryFor(at('/selectedItem/a%2Fb'))).toMatchObject({
    operationName: 'ProductDetail',
    variables: { id: 'a/b' },
  });
  for (const path of ['/cart', '/login', '/orders', '/products/extra', '/selectedItem/']) {
    expect(firstQueryFor(at(path)), path).toBeNull();
  }
});

test('the queries sent ahead carry the __typename fields Apollo’s cache needs, and their fragments', () => {
  const { query } = firstQueryFor(at('/selectedItem/p1'))!;
  expect(query).toMatch(/query ProductDetail\(\$id: ID!\)/);
  expect(query).toContain('fragment ProductCardFields on Product');
  expect(query).toContain('fragment ReviewFields on Review');
  expect(query.match(/__typename/g)?.length).toBeGreaterThan(3);
});

test('an answer sent ahead serves its own operation and variables, once', async () => {
  window.__bloomFirstRequest = {
    operationName: 'ProductsPage',
    variables: { category: null, page: 1 },
    response: Promise.resolve({ data: {} }),
  };
  expect(takeFirstResponse('HomePage', {})).toBeNull();
  expect(takeFirstResponse('ProductsPage', { category: null, page: 2 })).toBeNull();
  expect(takeFirstResponse('ProductsPage', { category: null, page: 1 })).not.toBeNull();
  expect(takeFirstResponse('ProductsPage', { category: null, page: 1 })).toBeNull();
});

const homeQuery = gql`
  query HomePage {
    latestProducts {
      id
    }
  }
`;
const fromGateway = { data: { latestProducts: [{ __typename: 'Product', id: 'network' }] } };
const sentAhead = { data: { latestProducts: [{ __typename: 'Product', id: 'ahead' }] } };

/** Runs HomePage through the first-request link, with a fake gateway behind it. */
async function runHomeQuery() {
  let gatewayCalls = 0;
  const gateway = new ApolloLink(() => {
    gatewayCalls += 1;
    return new Observable((observer) => {
      observer.next(fromGateway);
      observer.complete();
    });
  });
  const client = new ApolloClient({ link: gateway, cache: new InMemoryCache() });
  const result = await firstValueFrom(
    execute(ApolloLink.from([firstRequestLink, gateway]), { query: homeQuery }, { client }),
  );
  return { result, gatewayCalls };
}

test('the link answers the first page’s query with the answer sent ahead, without a second call', async () => {
  window.__bloomFirstRequest = {
    operationName: 'HomePage',
    variables: {},
    response: Promise.resolve(sentAhead),
  };
  expect(await runHomeQuery()).toEqual({ result: sentAhead, gatewayCalls: 0 });
});

test('when the request sent ahead failed, the query goes to the gateway as usual', async () => {
  window.__bloomFirstRequest = {
    operationName: 'HomePage',
    variables: {},
    response: Promise.resolve(null),
  };
  expect(await runHomeQuery()).toEqual({ result: fromGateway, gatewayCalls: 1 });
});

test('without an answer sent ahead, the link is transparent', async () => {
  expect(await runHomeQuery()).toEqual({ result: fromGateway, gatewayCalls: 1 });
});
