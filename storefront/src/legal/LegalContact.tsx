import { Link } from 'react-router-dom';
import { shopAddress } from '../layout/SiteFooter.tsx';
import { shop } from '../shop.ts';

/** How to reach the shop about a policy: the same details as the footer and the contact page. */
export function LegalContact() {
  return (
    <p>
      Write to us at <a href={`mailto:${shop.email}`}>{shop.email}</a>, call{' '}
      <a href={`tel:${shop.phone.replaceAll(' ', '')}`}>{shop.phone}</a>, use our{' '}
      <Link to="/contact">contact form</Link>, or visit us at {shopAddress}.
    </p>
  );
}

/** The date both policies last changed, shown under their titles. */
export const POLICIES_UPDATED = '21 November 2026';
