import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { shopAddress } from '../layout/SiteFooter.tsx';
import { shop } from '../shop.ts';
import { formatDate } from '../i18n/format.ts';

/** How to reach the shop about a policy: the same details as the footer and the contact page. */
export function LegalContact() {
  return (
    <p>
      <FormattedMessage
        id="shop.legal.contact"
        values={{
          // The address, email and phone number stay in Latin script, as in the footer, each
          // isolated from the sentence around it: in Urdu the bidirectional algorithm would put
          // the phone number's groups and the street number on the wrong side.
          email: shop.email,
          phone: shop.phone,
          address: <bdi>{shopAddress}</bdi>,
          mailLink: (chunks) => <a href={`mailto:${shop.email}`}>{chunks}</a>,
          phoneLink: (chunks) => (
            <a href={`tel:${shop.phone.replaceAll(' ', '')}`} dir="ltr">
              {chunks}
            </a>
          ),
          formLink: (chunks) => <Link to="/contact">{chunks}</Link>,
        }}
      />
    </p>
  );
}

/**
 * The day both policies last changed, shown under their titles in the page's language
 * ("21 November 2026"): noon in the shop's time zone, the same date wherever it is formatted.
 */
export const POLICIES_UPDATED = new Date('2026-11-21T12:00:00+05:00');

/** The policies' "Last updated …" line, its date in the page's language. */
export function PoliciesUpdated() {
  const intl = useIntl();
  return (
    <p>
      <FormattedMessage
        id="shop.legal.updated"
        values={{ date: formatDate(intl, POLICIES_UPDATED, 'long') }}
      />
    </p>
  );
}
