import { Link } from 'react-router-dom';
import { Button, EmptyState } from '@bloom/ui';
import { PageTitle } from '../layout/PageTitle.tsx';
import { HttpStatus } from '../render/ServerRender.tsx';

/**
 * Any unknown path: "Page not found" with two ways home (both to /, as SPEC.md §2 says), answered
 * with a 404 and kept out of search results.
 */
export function NotFoundPage() {
  return (
    <>
      <HttpStatus code={404} />
      <PageTitle page={'Page not found'} noindex />
      <EmptyState
        // A landmark named like its heading, as every page's opening section is.
        aria-label="Page not found"
        title="Page not found"
        headingLevel={1}
        description="The page you are looking for has moved, or never bloomed."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/">Go back</Link>
            </Button>
            <Button asChild>
              <Link to="/">Take me home</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
