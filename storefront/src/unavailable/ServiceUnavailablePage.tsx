import { FormattedMessage, useIntl } from 'react-intl';
import { localizedPath } from '../i18n/locales.ts';
import { useLocale } from '../i18n/useLocale.ts';
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
  const intl = useIntl();
  const locale = useLocale();
  return (
    <>
      <HttpStatus code={503} />
      <PageTitle page={intl.formatMessage({ id: 'shop.unavailable.page' })} noindex />
      <EmptyState
        title={intl.formatMessage({ id: 'shop.unavailable.title' })}
        headingLevel={1}
        description={intl.formatMessage({ id: 'shop.unavailable.text' })}
        actions={
          <Button asChild>
            {/* A full load, so the server tries again. */}
            {/* One leading slash: `//elsewhere.example` would be another site. */}
            {/* The router's path is the page's own: the address is in the page's language. */}
            <a href={localizedPath(`${pathname.replace(/^\/+/, '/')}${search}`, locale)}>
              <FormattedMessage id="shop.unavailable.retry" />
            </a>
          </Button>
        }
      />
    </>
  );
}
