import { Prose } from '@bloom/ui';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { LegalContact, POLICIES_UPDATED } from './LegalContact.tsx';

/** /privacy-policy: what the shop collects, why, with whom it is shared and how it is kept. */
export function PrivacyPolicyPage() {
  return (
    <Prose asChild>
      <article aria-labelledby="privacy-title">
        <PageTitle page={'Privacy Policy'} />
        <h1 id="privacy-title">Privacy Policy</h1>
        <p>Last updated {POLICIES_UPDATED}.</p>
        <p>
          This policy explains what {shop.name} learns about you when you visit our shop, create an
          account or place an order, what we do with it and the choices you have.
        </p>

        <h2>Information we collect</h2>
        <ul>
          <li>
            <strong>Contact information:</strong> your name, email address, phone number and
            shipping address, when you sign up, update your profile, place an order or write to us.
          </li>
          <li>
            <strong>Billing information:</strong> the items, amounts, coupons and delivery details
            of your orders. Orders are paid on delivery; we never see or store card numbers.
          </li>
          <li>
            <strong>Technical information:</strong> your IP address, browser type and the session
            cookie that keeps you logged in. We use no advertising or third-party tracking cookies.
          </li>
          <li>
            <strong>Usage information:</strong> the pages you open, the products you add to your
            cart (kept in your own browser) and the reviews you write.
          </li>
        </ul>

        <h2>How we use your information</h2>
        <ul>
          <li>
            To create and secure your account, and to recover it when you forget your password.
          </li>
          <li>To process, deliver and support your orders, and to tell you about their status.</li>
          <li>To answer the messages you send us.</li>
          <li>To keep the shop safe, for example by limiting repeated login attempts.</li>
          <li>To understand which products and pages help shoppers, and improve them.</li>
        </ul>

        <h2>How we share your information</h2>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            <strong>With your consent:</strong> for example with the courier who delivers your
            order, who receives your name, phone number and address for that purpose only.
          </li>
          <li>
            <strong>When the law requires it:</strong> to comply with a legal obligation, a court
            order or a lawful request from a public authority.
          </li>
          <li>
            <strong>To protect against fraud:</strong> where needed to detect, prevent or
            investigate fraud, abuse or security incidents affecting you, us or other shoppers.
          </li>
        </ul>

        <h2>How we protect your information</h2>
        <p>
          Passwords are stored only as strong one-way hashes, sessions expire after a day of
          inactivity and end when you log out or reset your password, and password reset codes are
          single-use and expire after ten minutes. Access to order data is limited to the staff who
          need it. No method of storage or transmission is perfectly secure, but we work to protect
          your information and will tell you promptly if a breach affects you.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          We may update this policy as our shop or the law changes. The date at the top shows the
          latest version; when a change is significant we will let account holders know by email
          before it takes effect.
        </p>

        <h2>Contact us</h2>
        <p>
          To ask what we hold about you, to correct it, or to have your account and its data
          deleted:
        </p>
        <LegalContact />
      </article>
    </Prose>
  );
}
