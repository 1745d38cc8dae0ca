import { Link } from 'react-router-dom';
import { useSiteConfig } from '../site/SiteConfigContext';
import { SuccessBadge } from './illustrations';
import { NextSteps, type Step } from './NextSteps';
import { OrderPage } from './OrderPage';
import { SupportContact } from './SupportContact';

/** /customer-next-steps: what the customer can expect before and on the first visit. */
export default function CustomerNextStepsPage() {
  const { name } = useSiteConfig();
  const steps: Step[] = [
    { icon: 'mail', title: 'An email within 24 hours', text: 'We’ll email you within 24 hours to confirm your first visit.' },
    { icon: 'phone', title: 'A text before we arrive', text: 'You’ll get a text 30 minutes before our arrival.' },
    { icon: 'dog', title: 'Keep your dogs inside', text: 'Please keep your dogs inside while we work, for their safety and ours.' },
    { icon: 'camera', title: 'Before and after photos', text: 'We send before and after photos so you can see the job is done.' },
  ];
  return (
    <OrderPage title="What Happens Next" eyebrow={`Welcome to ${name}`} badge={<SuccessBadge />} lead="Here’s what to expect from here.">
      <NextSteps title="Your first visit" steps={steps} />
      <section className="order-card order-card--center" aria-label="Support">
        <SupportContact lead="Questions before your first visit? Reach us any time:" />
      </section>
      <div className="button-row button-row--center order-page__actions">
        <Link className="button button--primary button--large" to="/">
          Return Home
        </Link>
      </div>
    </OrderPage>
  );
}
