/**
 * A screen whose code loads when it is first opened (issue 33 §6): the first screen after
 * signing in downloads the shell and that screen, not the whole back office. Vite makes one
 * chunk per screen (and shared chunks for what several use).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { Button, EmptyState, PageLoader } from '@bloom/ui';
import { useScreenTitle } from './useScreenTitle.ts';

/** Said in place of a screen that could not be loaded or shown. */
function ScreenFailed() {
  useScreenTitle('Screen not shown');
  return (
    <EmptyState
      headingLevel={1}
      title="This screen could not be shown"
      description="The back office may have been updated since this page was opened, or the connection dropped. Reload the page to try again."
      actions={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      }
    />
  );
}

/** A lazily loaded screen; `load` starts its download early. */
export type LazyScreen = ComponentType & { load: () => Promise<unknown> };

/**
 * The screen exported as `name` from the module `load` imports, shown with a loader while its
 * code arrives. A download that fails (a deploy replaced the files, the connection dropped) or a
 * screen that throws says so with a way to reload, instead of blanking the whole back office;
 * moving to another screen clears it.
 */
export function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyScreen {
  const Lazy = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  function Screen() {
    const { pathname } = useLocation();
    return (
      <ErrorBoundary fallback={<ScreenFailed />} resetKeys={[pathname]}>
        <Suspense fallback={<PageLoader label="Loading the screen" />}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>
    );
  }
  Screen.displayName = `Screen(${name})`;
  return Object.assign(Screen, { load });
}
