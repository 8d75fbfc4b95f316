import { describe, expect, it } from 'vitest';
import { documentNavigator } from './DocumentRouter.tsx';

/** A page's location that records the loads asked of it instead of leaving the test's page. */
function recordingLocation() {
  const loads: string[] = [];
  return {
    loads,
    assign: (address: string | URL) => void loads.push(`assign ${String(address)}`),
    replace: (address: string | URL) => void loads.push(`replace ${String(address)}`),
  };
}

describe("an island's navigator", () => {
  it('loads an address once, however often it is asked before the page has gone', () => {
    const location = recordingLocation();
    const navigator = documentNavigator(location);
    navigator.push('/products?skin=oily');
    navigator.push('/products?skin=oily');
    navigator.push({ pathname: '/products', search: '?skin=oily' });
    expect(location.loads).toEqual(['assign /products?skin=oily']);
    navigator.replace('/products?skin=dry');
    expect(location.loads).toEqual(['assign /products?skin=oily', 'replace /products?skin=dry']);
  });

  it("is not reset by the first load's own pageshow, which may come after an island asked", () => {
    const location = recordingLocation();
    const navigator = documentNavigator(location);
    navigator.push('/products?skin=oily');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    navigator.push('/products?skin=oily');
    expect(location.loads).toEqual(['assign /products?skin=oily']);
  });

  it('loads it again once the page is back from the back/forward cache', () => {
    const location = recordingLocation();
    const navigator = documentNavigator(location);
    navigator.push('/bundle');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    navigator.push('/bundle');
    expect(location.loads).toEqual(['assign /bundle', 'assign /bundle']);
  });
});
