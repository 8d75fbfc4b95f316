import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState } from '@bloom/ui';
import { PageTitle } from '../layout/PageTitle.tsx';
import { HttpStatus } from '../render/ServerRender.tsx';

/**
 * Any unknown path: "Page not found" with two ways home (both to /, as SPEC.md §2 says), answered
 * with a 404 and kept out of search results.
 */
export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shop.notFound.title' });
  return (
    <>
      <HttpStatus code={404} />
      <PageTitle page={title} noindex />
      <EmptyState
        // A landmark named like its heading, as every page's opening section is.
        aria-label={title}
        title={title}
        headingLevel={1}
        description={intl.formatMessage({ id: 'shop.notFound.text' })}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/">
                <FormattedMessage id="shop.notFound.goBack" />
              </Link>
            </Button>
            <Button asChild>
              <Link to="/">
                <FormattedMessage id="shop.notFound.home" />
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}
