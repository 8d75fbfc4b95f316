import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router-dom';
import { createIntl, RawIntlProvider } from 'react-intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { shopMessages } from '../i18n/bundled.ts';
import { PageTitle } from './PageTitle.tsx';

test('the document title is the page’s name in the catalogue’s pattern of the page’s language', async () => {
  // A pattern unlike English's, so the title can only come from the catalogue's shop.pageTitle.
  const intl = createIntl({
    locale: 'ur',
    messages: { ...shopMessages.ur, 'shop.pageTitle': parse('{shopName} | {page}') },
  });
  await render(
    <RawIntlProvider value={intl}>
      <MemoryRouter>
        <PageTitle page="شرائط و ضوابط" />
      </MemoryRouter>
    </RawIntlProvider>,
  );
  await expect.poll(() => document.title).toBe('Bloom | شرائط و ضوابط');
});
