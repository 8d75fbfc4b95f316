import { ScrollToTop } from '@bloom/ui';
import { LanguageSuggestion } from '../i18n/LanguageSuggestion.tsx';
import { island } from '../islands/island.tsx';

/** What floats over every page: the scroll-to-top button and the language suggestion. */
function Floating() {
  return (
    <>
      <ScrollToTop />
      <LanguageSuggestion />
    </>
  );
}

/** The page's floating parts, as an island. */
export default island('layout/Floating', Floating);
