import { Link } from 'react-router-dom';
import { requestConsentBanner } from '../consent/consent-store';
import { useSiteConfig } from '../site/SiteConfigContext';
import { SupportEmailLink, SupportPhoneLink } from './legal/ContactLinks';
import { LegalPage, LegalSection } from './legal/LegalPage';
import { DATA_DELETION_DAYS, PRIVACY_LAST_UPDATED } from './legal/policy-figures';

export default function PrivacyPage() {
  const { name, serviceArea } = useSiteConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      description={`How ${name} collects, uses and protects your personal information, your analytics choices and how to have your data deleted.`}
      lastUpdated={PRIVACY_LAST_UPDATED}
      lead={
        <p>
          {name} is a small local business serving the {serviceArea}. We collect only what we need to quote, schedule and bill your service, we never sell it,
          and you can ask us to delete it at any time.
        </p>
      }
    >
      <LegalSection id="information-we-collect" title="1. Information we collect">
        <p>We collect information you give us and a small amount of technical information:</p>
        <ul className="legal-list">
          <li>
            <strong>Quote and order details:</strong> your name, email address, phone number, ZIP code, street address, the number of dogs and yard size, the
            plan and extras you choose, your trash day, dog names and breeds, and any special instructions such as gate codes.
          </li>
          <li>
            <strong>Payment:</strong> card payments are handled by our payment processor. We receive a confirmation and the last details needed to manage your
            subscription; we never see or store your full card number.
          </li>
          <li>
            <strong>Account details:</strong> if you create an account, your email address, your name and a securely hashed password.
          </li>
          <li>
            <strong>Messages:</strong> what you write to our chat assistant, the page you were on, and emails you send us.
          </li>
          <li>
            <strong>Usage analytics, only with your consent:</strong> pages viewed, buttons clicked, forms submitted and clicks on help links, tied to a random
            session id rather than your name.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="how-we-use-it" title="2. How we use your information">
        <ul className="legal-list">
          <li>To give you a quote, take your payment, schedule your visits and send visit photos and service notices.</li>
          <li>
            To follow up on a quote you started: if you fill in your name and email and leave without booking, we may send one reminder email, and our team may
            contact you about the quote.
          </li>
          <li>To answer your questions, by chat, email or phone.</li>
          <li>To improve our website, using analytics only when you have allowed it.</li>
          <li>To keep our records as the law requires, and to prevent fraud and abuse of our forms.</li>
        </ul>
        <p>We do not sell or rent your personal information, and we do not use it for advertising profiles.</p>
      </LegalSection>

      <LegalSection id="cookies-and-analytics" title="3. Cookies, local storage and analytics">
        <p>
          When you first visit, a banner asks for your choice: <strong>Reject All</strong>, <strong>Accept Analytics Only</strong> or{' '}
          <strong>Accept All</strong>. Until you allow analytics, we send no analytics events at all. Your choice is kept in your browser under{' '}
          <code>consentPreferences</code>, and you can change it at any time with{' '}
          <button type="button" className="link-button" onClick={requestConsentBanner}>
            Cookie preferences
          </button>{' '}
          (also in the footer of every page).
        </p>
        <p>We also use a few strictly necessary items that make the site work:</p>
        <ul className="legal-list">
          <li>a secure session cookie when you sign in;</li>
          <li>
            <code>completed_purchases</code> and <code>abandoned_cart_sent_emails</code>, so we never send a reminder about a quote you already paid for or were
            already reminded of;
          </li>
          <li>your unfinished quote and chat conversation, kept for your browser session only.</li>
        </ul>
      </LegalSection>

      <LegalSection id="sharing" title="4. Who we share it with">
        <p>We share personal information only with service providers who help us run the business, under contracts that limit their use of it:</p>
        <ul className="legal-list">
          <li>our card payment processor;</li>
          <li>our email delivery provider;</li>
          <li>the task board our team uses to schedule visits and follow up on requests;</li>
          <li>the provider that powers our chat assistant, which receives your chat messages only.</li>
        </ul>
        <p>We may disclose information when the law requires it, or to protect our customers, staff or business.</p>
      </LegalSection>

      <LegalSection id="retention-and-security" title="5. How long we keep it and how we protect it">
        <p>
          We keep customer and order records while you are a customer and afterwards for as long as tax and accounting law requires. Unfinished quotes and leads
          are kept only as long as they are useful for following up. Personal details in our records are encrypted, staff access is limited to people who need
          it, and the site is served over encrypted connections.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="6. Your rights and choices">
        <p>
          You can ask to see, correct or delete the personal information we hold about you. California residents have these rights under the California Consumer
          Privacy Act, and we honor them for everyone. To have your data deleted, use our <Link to="/data-deletion">data deletion request form</Link>; we
          process requests within {DATA_DELETION_DAYS} days and confirm by email. We will not treat you differently for using these rights.
        </p>
        <p>Every marketing email has an unsubscribe link, and you can withdraw analytics consent at any time.</p>
      </LegalSection>

      <LegalSection id="children" title="7. Children">
        <p>Our services are for adults who own or rent a home. We do not knowingly collect information from children under 13.</p>
      </LegalSection>

      <LegalSection id="changes" title="8. Changes to this policy">
        <p>
          If we change this policy we will update the date at the top of this page, and for significant changes we will tell customers by email before they take
          effect.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="9. Contact us">
        <p>
          Questions about your privacy? Email <SupportEmailLink /> or call <SupportPhoneLink />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
