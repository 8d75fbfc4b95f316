import { FormattedMessage, useIntl } from 'react-intl';
import { Prose } from '@bloom/ui';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { ShopMessageId } from '../i18n/catalogues.ts';
import { LegalContact, PoliciesUpdated } from './LegalContact.tsx';
import { LabelledItem, PolicyHeading, PolicyParagraph } from './PolicyParts.tsx';

/** The uses of what the shop learns, in order. */
const uses = [
  'shop.privacy.use.1',
  'shop.privacy.use.2',
  'shop.privacy.use.3',
  'shop.privacy.use.4',
  'shop.privacy.use.5',
] as const satisfies readonly ShopMessageId[];

/** /privacy-policy: what the shop collects, why, with whom it is shared and how it is kept. */
export function PrivacyPolicyPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shop.footer.privacy' });
  return (
    <Prose asChild>
      <article aria-labelledby="privacy-title">
        <PageTitle page={title} />
        <h1 id="privacy-title">{title}</h1>
        <PoliciesUpdated />
        <p>
          <FormattedMessage id="shop.privacy.intro" values={{ shopName: shop.name }} />
        </p>

        <PolicyHeading id="shop.privacy.collect.title" />
        <ul>
          <LabelledItem
            label="shop.privacy.collect.contact.label"
            text="shop.privacy.collect.contact.text"
          />
          <LabelledItem
            label="shop.privacy.collect.billing.label"
            text="shop.privacy.collect.billing.text"
          />
          <LabelledItem
            label="shop.privacy.collect.technical.label"
            text="shop.privacy.collect.technical.text"
          />
          <LabelledItem
            label="shop.privacy.collect.usage.label"
            text="shop.privacy.collect.usage.text"
          />
        </ul>

        <PolicyHeading id="shop.privacy.use.title" />
        <ul>
          {uses.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>

        <PolicyHeading id="shop.privacy.share.title" />
        <PolicyParagraph id="shop.privacy.share.intro" />
        <ul>
          <LabelledItem
            label="shop.privacy.share.consent.label"
            text="shop.privacy.share.consent.text"
          />
          <LabelledItem label="shop.privacy.share.law.label" text="shop.privacy.share.law.text" />
          <LabelledItem
            label="shop.privacy.share.fraud.label"
            text="shop.privacy.share.fraud.text"
          />
        </ul>

        <PolicyHeading id="shop.privacy.protect.title" />
        <PolicyParagraph id="shop.privacy.protect.text" />

        <PolicyHeading id="shop.privacy.changes.title" />
        <PolicyParagraph id="shop.privacy.changes.text" />

        <PolicyHeading id="shop.legal.contactUs" />
        <PolicyParagraph id="shop.privacy.contact.text" />
        <LegalContact />
      </article>
    </Prose>
  );
}
