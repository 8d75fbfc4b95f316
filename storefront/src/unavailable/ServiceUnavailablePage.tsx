import { useLocation } from 'react-router-dom';
import { Button, EmptyState } from '@bloom/ui';
import { PageTitle } from '../layout/PageTitle.tsx';
import { HttpStatus } from '../render/ServerRender.tsx';

/**
 * What a page shows when the shop's data cannot be had (the gateway or the api is down): a 503
 * and a way to try again. The header and the cart around it still work.
 */
export function ServiceUnavailablePage() {
  const { pathname, search } = useLocation();
  return (
    <>
      <HttpStatus code={503} />
      <PageTitle page="Unavailable" noindex />
      <EmptyState
        title="The shop is unavailable just now"
        headingLevel={1}
        description="We could not reach our catalogue. Your cart is safe; please try again in a moment."
        actions={
          <Button asChild>
            {/* A full load, so the server tries again. */}
            {/* One leading slash: `//elsewhere.example` would be another site. */}
            <a href={`${pathname.replace(/^\/+/, '/')}${search}`}>Try again</a>
          </Button>
        }
      />
    </>
  );
}
