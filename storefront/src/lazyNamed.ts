import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component that can also be asked to start loading early. */
export type LazyNamed<P> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Starts downloading the component's code (e.g. on hover or focus of what opens it), so it is
   * there by the time it renders. Safe to call often; a failure is left to the render to report.
   */
  preload(): void;
};

/**
 * `lazy()` for a module's named export: the route pages (routes.tsx) and the parts most visits
 * never open (the header's panel and account menu, the review delete dialog) load this way, off
 * the first visit.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyNamed<P> {
  const component = lazy(() => load().then((module) => ({ default: module[name] })));
  return Object.assign(component, {
    preload: () => void load().catch(() => undefined),
  });
}
