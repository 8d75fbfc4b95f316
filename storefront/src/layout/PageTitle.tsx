import { useLayoutEffect } from 'react';
import { pageTitle } from '../shop.ts';

/**
 * Sets the document title to "<page> - Bloom" while the page is shown. A plain effect rather
 * than React 19's hoisted <title> element, so the title also works under the production
 * runtime (Preact's React-compatible layer, see vite.config.ts), which does not hoist.
 */
export function PageTitle({ page }: { page: string }): null {
  useLayoutEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
  return null;
}
