import { Link } from 'react-router-dom';
import { Footer, FooterColumn } from '@bloom/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { categories, categoryMessageId } from '../catalog/categories.ts';
import { shop } from '../shop.ts';
import { shopTagline } from '../i18n/tagline.ts';

/** The four shopping categories the footer and the home page link to (bundles have their page). */
export const shoppingCategories = categories.filter((c) => c.value !== 'BUNDLE');

/** The shop's street address on one line. */
export const shopAddress = `${shop.address.street}, ${shop.address.district}, ${shop.address.city}`;

/** The footer of every page (SPEC.md §2): links, categories, contact details, social links. */
export function SiteFooter() {
  const intl = useIntl();
  return (
    <Footer
      bottom={
        <>
          <span>
            <FormattedMessage
              id="shop.footer.copyright"
              values={{
                year: new Date().getFullYear(),
                shopName: shop.name,
                tagline: shopTagline(intl),
              }}
            />
          </span>
          <Link to="/terms">
            <FormattedMessage id="shop.footer.terms" />
          </Link>
          <Link to="/privacy-policy">
            <FormattedMessage id="shop.footer.privacy" />
          </Link>
        </>
      }
    >
      <FooterColumn title={intl.formatMessage({ id: 'shop.footer.quickLinks' })}>
        <Link to="/">
          <FormattedMessage id="shop.menu.home" />
        </Link>
        <Link to="/products">
          <FormattedMessage id="shop.menu.shop" />
        </Link>
        <Link to="/about">
          <FormattedMessage id="shop.menu.about" />
        </Link>
        <Link to="/contact">
          <FormattedMessage id="shop.menu.contact" />
        </Link>
      </FooterColumn>
      <FooterColumn title={intl.formatMessage({ id: 'shop.footer.categories' })}>
        {shoppingCategories.map((category) => (
          <Link key={category.value} to={`/products?category=${encodeURIComponent(category.name)}`}>
            <FormattedMessage id={categoryMessageId[category.value]} />
          </Link>
        ))}
      </FooterColumn>
      <FooterColumn title={intl.formatMessage({ id: 'shop.footer.contact' })}>
        <a href={`tel:${shop.phone.replaceAll(' ', '')}`}>{shop.phone}</a>
        <a href={`mailto:${shop.email}`}>{shop.email}</a>
        <address>{shopAddress}</address>
      </FooterColumn>
      <FooterColumn title={intl.formatMessage({ id: 'shop.footer.followUs' })}>
        {shop.social.map((social) => (
          <a key={social.name} href={social.url} rel="noopener noreferrer" target="_blank">
            {social.name}
          </a>
        ))}
      </FooterColumn>
    </Footer>
  );
}
