import { Link } from 'react-router-dom';
import { Footer, FooterColumn } from '@bloom/ui';
import { categories } from '../catalog/categories.ts';
import { shop } from '../shop.ts';

/** The four shopping categories the footer and the home page link to (bundles have their page). */
export const shoppingCategories = categories.filter((c) => c.value !== 'BUNDLE');

/** The shop's street address on one line. */
export const shopAddress = `${shop.address.street}, ${shop.address.district}, ${shop.address.city}`;

/** The footer of every page (SPEC.md §2): links, categories, contact details, social links. */
export function SiteFooter() {
  return (
    <Footer
      bottom={
        <>
          <span>
            © {new Date().getFullYear()} {shop.name}. {shop.tagline}
          </span>
          <Link to="/terms">Terms</Link>
          <Link to="/privacy-policy">Privacy Policy</Link>
        </>
      }
    >
      <FooterColumn title="Quick Links">
        <Link to="/">Home</Link>
        <Link to="/products">Shop</Link>
        <Link to="/about">About Us</Link>
        <Link to="/contact">Contact Us</Link>
      </FooterColumn>
      <FooterColumn title="Categories">
        {shoppingCategories.map((category) => (
          <Link key={category.value} to={`/products?category=${encodeURIComponent(category.name)}`}>
            {category.name}
          </Link>
        ))}
      </FooterColumn>
      <FooterColumn title="Contact">
        <a href={`tel:${shop.phone.replaceAll(' ', '')}`}>{shop.phone}</a>
        <a href={`mailto:${shop.email}`}>{shop.email}</a>
        <address>{shopAddress}</address>
      </FooterColumn>
      <FooterColumn title="Follow Us">
        {shop.social.map((social) => (
          <a key={social.name} href={social.url} rel="noopener noreferrer" target="_blank">
            {social.name}
          </a>
        ))}
      </FooterColumn>
    </Footer>
  );
}
