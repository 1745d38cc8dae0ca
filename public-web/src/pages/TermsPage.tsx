import { Link } from 'react-router-dom';
import { ADD_ON_PRICES, COMMITMENT_DISCOUNT_PERCENT, formatPrice, SETUP_FEE, SETUP_FEE_PREPAID } from '../quote/pricing';
import { SERVED_COMMUNITIES } from '../site/site-config';
import { useSiteConfig } from '../site/SiteConfigContext';
import { SupportEmailLink, SupportPhoneLink } from './legal/ContactLinks';
import { LegalPage, LegalSection } from './legal/LegalPage';
import { POLICY, TERMS_LAST_UPDATED } from './legal/policy-figures';

export default function TermsPage() {
  const { name, serviceArea, hours } = useSiteConfig();
  return (
    <LegalPage
      title="Terms of Service"
      description={`The terms for ${name}'s pet waste removal and trash-bin roll-out service: billing, cancellation with ${POLICY.cancellationNoticeDays} days' notice, our satisfaction guarantee and more.`}
      lastUpdated={TERMS_LAST_UPDATED}
      lead={
        <p>
          These terms apply when you book pet waste removal, a one-time Yard Rescue or trash-bin roll-out with {name}. By booking, you agree to them. They are
          written to be read: if anything is unclear, just ask us.
        </p>
      }
    >
      <LegalSection id="services" title="1. Our services">
        <p>
          We remove pet waste from your yard on a monthly, weekly or twice-weekly schedule, or once as a Yard Rescue, and we can roll your trash bins to the
          curb and back on trash day. We serve homes in the {serviceArea} ({SERVED_COMMUNITIES.join(', ')}), in the ZIP codes accepted by our quote form.
        </p>
      </LegalSection>

      <LegalSection id="prices" title="2. Quotes and prices">
        <ul className="legal-list">
          <li>Your price is the one shown on the quote form when you book, based on your dogs, yard size, plan and extras.</li>
          <li>
            Subscriptions have a one-time setup fee of {formatPrice(SETUP_FEE)}, reduced to {formatPrice(SETUP_FEE_PREPAID)} when you prepay 3 months. Prepaying
            3 months also takes {COMMITMENT_DISCOUNT_PERCENT}% off your monthly rate.
          </li>
          <li>
            Extras are priced on the quote form, for example off-site waste removal at {formatPrice(ADD_ON_PRICES.offSiteDisposal)} a month. Yard deodorizing is
            free on medium and large yards.
          </li>
          <li>A discount code takes its percentage off your service and extras, never the setup fee, and cannot be exchanged for cash.</li>
          <li>If your yard turns out to be much larger than described, we will tell you the correct price before the next visit.</li>
        </ul>
      </LegalSection>

      <LegalSection id="payment" title="3. Payment and billing">
        <p>
          You pay by card through our secure checkout. Subscriptions renew automatically each month (or every 3 months when prepaid) until you cancel; a
          one-time Yard Rescue is paid once, in advance. If a payment is more than {POLICY.suspensionOverdueDays} days overdue, we suspend service until the
          balance is paid.
        </p>
      </LegalSection>

      <LegalSection id="cancellation" title="4. Cancellation">
        <p>
          There are no long-term contracts. You can cancel a subscription at any time by giving us {POLICY.cancellationNoticeDays} days&apos; notice before your
          next service; visits already paid for in a prepaid period are still provided. A one-time Yard Rescue can be cancelled or rescheduled free of charge up
          to {POLICY.oneTimeCancellationNoticeHours} hours before the visit.
        </p>
      </LegalSection>

      <LegalSection id="changes-to-service" title="5. Changing your service">
        <p>
          To change your plan, skip a visit or move your service day, give us {POLICY.changeNoticeHours} hours&apos; notice. We schedule visits during business
          hours ({hours}); heavy rain, extreme heat or holidays can move a visit by a day, and we will let you know when that happens.
        </p>
      </LegalSection>

      <LegalSection id="guarantee" title="6. Our satisfaction guarantee">
        <p>
          If you are not happy with a visit, tell us within {POLICY.satisfactionReturnHours} hours and we will come back within {POLICY.satisfactionReturnHours}{' '}
          hours to put it right, at no charge.
        </p>
      </LegalSection>

      <LegalSection id="access-and-pets" title="7. Yard access and your pets">
        <ul className="legal-list">
          <li>Please give us safe access to the yard on your service day: an unlocked gate, a gate code, or our Key/Lock Service.</li>
          <li>
            Aggressive dogs must be secured indoors during service. We text you {POLICY.arrivalTextMinutes} minutes before we arrive so you can bring your dogs
            in. If we cannot enter safely, the visit counts as completed and we will try again on your next service day.
          </li>
          <li>We close and latch gates behind us. Tell us about pool gates, sprinklers or anything else we should know.</li>
          <li>We take time-stamped photos of your yard after each visit as proof of service; they are shared only with you.</li>
        </ul>
      </LegalSection>

      <LegalSection id="liability" title="8. Responsibility">
        <p>
          We carry out our work with reasonable care and skill. We are responsible for damage we cause, but not for pre-existing conditions, hazards we were not
          told about, or pets escaping through gates or fences that were already open or damaged. Our total responsibility for any claim is limited to the
          amount you paid for the affected month of service, except where the law does not allow such a limit.
        </p>
      </LegalSection>

      <LegalSection id="website" title="9. Using our website">
        <p>
          Please use our website, quote form and chat assistant for their intended purpose only. The chat assistant gives general answers; your quote and these
          terms decide what you pay. Our <Link to="/privacy">Privacy Policy</Link> explains how we handle your information.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="10. Changes to these terms">
        <p>
          We may update these terms; the date at the top shows the latest version. For changes that affect existing customers, we will email you at least{' '}
          {POLICY.cancellationNoticeDays} days in advance, and you may cancel before they apply. These terms are governed by the laws of the State of
          California.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="11. Contact us">
        <p>
          Email <SupportEmailLink /> or call <SupportPhoneLink />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
