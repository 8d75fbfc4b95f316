import { Link } from 'react-router-dom';
import { Button } from '@bloom/ui';
import { PageTitle } from '../layout/PageTitle.tsx';

/** Any unknown path: "Page not found" with two ways home (both to /, as SPEC.md §2 says). */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <PageTitle page={'Page not found'} />
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for has moved, or never bloomed.</p>
      <p>
        <Button asChild variant="secondary">
          <Link to="/">Go back</Link>
        </Button>
        <Button asChild>
          <Link to="/">Take me home</Link>
        </Button>
      </p>
    </section>
  );
}
