import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SupportContact } from './SupportContact';

/** A spinner line for loading and payment confirmation. */
export function Pending({ text }: { text: string }) {
  return (
    <div className="order-card order-card--center" role="status">
      <span className="spinner" aria-hidden="true" />
      <p className="order-status__text">{text}</p>
    </div>
  );
}

/** A problem the customer can't fix alone: say what happened, offer a way forward and support. */
export function Problem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <section className="order-card order-card--center order-card--problem" aria-labelledby="order-problem-title">
      <h2 id="order-problem-title" className="order-card__title">
        {title}
      </h2>
      <p>{text}</p>
      <div className="button-row button-row--center">
        {action}
        <Link className="button button--ghost" to="/">
          Return Home
        </Link>
      </div>
      <SupportContact lead="Need a hand? Contact us:" />
    </section>
  );
}
