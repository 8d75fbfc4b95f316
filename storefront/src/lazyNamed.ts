import { createElement, use, type ComponentType } from 'react';

/** A lazily loaded component that can also be asked to load early. */
export type LazyNamed<P> = ComponentType<P> & {
  /**
   * Starts downloading the component's code (e.g. on hover or focus of what opens it), so it is
   * there by the time it renders. Safe to call often; a failure is left to the render to report.
   */
  preload(): void;
  /** The component's module, loaded once (the server reads a page's `preload` from it). */
  load(): Promise<unknown>;
  /** The name of the component's export, which is also its file's name (`HomePage`). */
  exportName: string;
};

/** A promise React's `use()` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A lazily loaded component from a module's named export: the route pages (routes.tsx) and the
 * parts most visits never open (the header's panel and account menu, the review delete dialog)
 * load this way, off the first visit. Unlike `React.lazy`, once the module has loaded (the
 * server and the browser load a page's module before rendering it) the component renders at
 * once, with no Suspense fallback in between: the server's HTML is the page itself, and
 * hydration finds exactly that.
 */
export function lazyNamed<K extends string, P extends object>(
  loader: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyNamed<P> {
  let loading: Tracked<Record<K, ComponentType<P>>> | undefined;
  const load = (): Promise<Record<K, ComponentType<P>>> => {
    // One download however often it is asked for; a failed one may be tried again.
    if (!loading) {
      const tracked: Tracked<Record<K, ComponentType<P>>> = loader().then(
        (module) => {
          // What React's use() reads to answer synchronously from now on.
          tracked.status = 'fulfilled';
          tracked.value = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading = tracked;
    }
    return loading;
  };
  function Lazy(props: P) {
    const module = use(load());
    return createElement(module[name], props);
  }
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, {
    preload: () => void load().catch(() => undefined),
    load,
    exportName: name,
  });
}
