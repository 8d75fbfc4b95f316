import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Prose } from '@bloom/ui';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { ShopMessageId } from '../i18n/catalogues.ts';
import { LegalContact, PoliciesUpdated } from './LegalContact.tsx';
import { PolicyHeading, PolicyParagraph } from './PolicyParts.tsx';

/** The terms' sections after the introduction, in order: each a heading and its paragraph. */
const sections = [
  ['shop.terms.account.title', 'shop.terms.account.text'],
  ['shop.terms.prices.title', 'shop.terms.prices.text'],
  ['shop.terms.orders.title', 'shop.terms.orders.text'],
  ['shop.terms.coupons.title', 'shop.terms.coupons.text'],
  ['shop.terms.delivery.title', 'shop.terms.delivery.text'],
  ['shop.terms.returns.title', 'shop.terms.returns.text'],
  ['shop.terms.reviews.title', 'shop.terms.reviews.text'],
  ['shop.terms.safety.title', 'shop.terms.safety.text'],
  ['shop.terms.liability.title', 'shop.terms.liability.text'],
  ['shop.terms.changes.title', 'shop.terms.changes.text'],
] as const satisfies readonly (readonly [ShopMessageId, ShopMessageId])[];

/** /terms: the conditions of using the shop and buying from it. */
export function TermsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shop.terms.title' });
  return (
    <Prose asChild>
      <article aria-labelledby="terms-title">
        <PageTitle page={title} />
        <h1 id="terms-title">{title}</h1>
        <PoliciesUpdated />
        <p>
          <FormattedMessage
            id="shop.terms.intro"
            values={{
              shopName: shop.name,
              link: (chunks) => <Link to="/privacy-policy">{chunks}</Link>,
            }}
          />
        </p>

        {sections.map(([heading, text]) => (
          <Fragment key={heading}>
            <PolicyHeading id={heading} />
            {/* Only the prices paragraph has an argument: the shop's currency sign, "Rs.", the
                same in both languages. */}
            <PolicyParagraph id={text} values={{ currency: shop.currency }} />
          </Fragment>
        ))}

        <PolicyHeading id="shop.legal.contactUs" />
        <LegalContact />
      </article>
    </Prose>
  );
}
