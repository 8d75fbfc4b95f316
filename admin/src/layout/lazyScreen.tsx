/**
 * A screen whose code loads when it is first opened (issue 33 §6): the first screen after
 * signing in downloads the shell and that screen, not the whole back office. Vite makes one
 * chunk per screen (and shared chunks for what several use).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { Button, EmptyState, PageLoader } from '@bloom/ui';
import { useScreenTitle } from './useScreenTitle.ts';

/** Said in place of a screen that could not be loaded or shown. */
function ScreenFailed() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  useScreenTitle(say('admin.screen.failedTitle'));
  return (
    <EmptyState
      headingLevel={1}
      title={say('admin.screen.failed')}
      description={say('admin.screen.failedDescription')}
      actions={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {say('admin.screen.reload')}
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
    const intl = useIntl();
    const { pathname } = useLocation();
    return (
      <ErrorBoundary fallback={<ScreenFailed />} resetKeys={[pathname]}>
        <Suspense
          fallback={<PageLoader label={intl.formatMessage({ id: 'admin.screen.loading' })} />}
        >
          <Lazy />
        </Suspense>
      </ErrorBoundary>
    );
  }
  Screen.displayName = `Screen(${name})`;
  return Object.assign(Screen, { load });
}
