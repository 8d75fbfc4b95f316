import { Link } from 'react-router-dom';
import { Prose } from '@bloom/ui';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { LegalContact, POLICIES_UPDATED } from './LegalContact.tsx';

/** /terms: the conditions of using the shop and buying from it. */
export function TermsPage() {
  return (
    <Prose asChild>
      <article aria-labelledby="terms-title">
        <PageTitle page={'Terms and Conditions'} />
        <h1 id="terms-title">Terms and Conditions</h1>
        <p>Last updated {POLICIES_UPDATED}.</p>
        <p>
          These terms apply when you use the {shop.name} online shop or buy from it. By creating an
          account or placing an order you accept them, together with our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>

        <h2>Your account</h2>
        <p>
          Keep your password to yourself and tell us at once if you think someone else has used your
          account. You are responsible for orders placed from it. The details you give us,
          especially your phone number and delivery address, must be accurate so that we can
          deliver.
        </p>

        <h2>Products and prices</h2>
        <p>
          We describe and photograph our products as accurately as we can; colours may look slightly
          different on your screen. Prices are in {shop.currency} and include applicable taxes. A
          sale price applies while it is shown. We check every order against the current catalogue,
          so if a price changed while you were shopping we will show you the new total before you
          confirm.
        </p>

        <h2>Orders</h2>
        <p>
          Your order is an offer to buy. It is accepted once we confirm it, and may be declined if a
          product is out of stock or a price or coupon is no longer valid; you are not charged for
          anything we cannot send. You may cancel an order yourself from My Orders while it is still
          pending.
        </p>

        <h2>Coupons</h2>
        <p>
          Coupons are valid for the products, dates and number of uses stated when they are issued,
          once per customer unless we say otherwise. They cannot be exchanged for cash or combined
          unless stated.
        </p>

        <h2>Payment and delivery</h2>
        <p>
          Orders are paid in cash on delivery. We aim to dispatch within two working days; delivery
          times depend on your city and the courier. Please check your parcel when it arrives and
          tell us within 48 hours about anything missing or damaged.
        </p>

        <h2>Returns and refunds</h2>
        <p>
          For hygiene reasons we can accept returns only of unopened products in their original
          seal, within seven days of delivery. Damaged, faulty or wrongly sent products are replaced
          or refunded at our cost. Refunds are made within ten working days of receiving the return.
        </p>

        <h2>Reviews and messages</h2>
        <p>
          Reviews must be your own honest experience of the product. We may remove reviews that are
          abusive, unlawful, off-topic or advertise something else.
        </p>

        <h2>Using products safely</h2>
        <p>
          Read each product’s label before use and patch-test new skin care. Stop using a product
          that irritates your skin and seek medical advice if the irritation persists. Our
          descriptions are not medical advice.
        </p>

        <h2>Liability</h2>
        <p>
          Nothing in these terms limits rights you have by law as a consumer. Beyond those, our
          liability for any order is limited to the amount you paid for it.
        </p>

        <h2>Changes to these terms</h2>
        <p>
          We may update these terms; the version shown when you place an order applies to that
          order.
        </p>

        <h2>Contact us</h2>
        <LegalContact />
      </article>
    </Prose>
  );
}
