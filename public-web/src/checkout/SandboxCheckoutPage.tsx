import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, isAbort } from '../api/http';
import { ERROR_MESSAGES } from '../api/classify-error';
import { usePageTitle } from '../navigation/usePageTitle';
import { formatCents } from '../quote/pricing';
import { weekdayLabel } from '../quote/weekdays';
import { BreakableEmail } from '../ui/BreakableEmail';
import { useToast } from '../ui/toast';
import { CANCELLED_URL, cancelSandboxSession, fetchSandboxSession, paySandboxSession, type SandboxLineItem, type SandboxSession } from './sandbox-api';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; session: SandboxSession };

function cadence(item: SandboxLineItem): string {
  if (!item.recurring) return 'One-time';
  return item.recurring.intervalMonths === 1 ? 'Billed monthly' : `Billed every ${item.recurring.intervalMonths} months`;
}

/** The built-in stand-in for a hosted card checkout (DESIGN.md §7): Pay runs the same webhook path as Stripe. */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [action, setAction] = useState<'pay' | 'cancel' | null>(null);
  const [attempt, setAttempt] = useState(0);
  usePageTitle('Checkout (test mode)');

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchSandboxSession(sessionId, controller.signal)
      .then((session) => setLoad({ state: 'ready', session }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setLoad(error instanceof ApiError && error.status === 404 ? { state: 'missing' } : { state: 'failed' });
      });
    return () => controller.abort();
  }, [sessionId, attempt]);

  const run = async (kind: 'pay' | 'cancel') => {
    setAction(kind);
    try {
      const { redirectUrl } = kind === 'pay' ? await paySandboxSession(sessionId) : await cancelSandboxSession(sessionId);
      window.location.assign(redirectUrl || (kind === 'cancel' ? CANCELLED_URL : '/'));
    } catch (error) {
      console.error(`Sandbox ${kind} failed:`, error);
      setAction(null);
      toast.show({ title: 'Error', description: kind === 'pay' ? ERROR_MESSAGES.payment : ERROR_MESSAGES.unexpected, variant: 'error' });
    }
  };

  return (
    <div className="checkout">
      <div className="checkout__banner" role="note">
        <strong>Test mode</strong> — no real card is charged.
      </div>
      <main className="checkout__main" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p className="checkout__status">Loading checkout…</p>}
        {load.state === 'missing' && <CheckoutMessage title="Checkout not found" text="This checkout link doesn’t exist. Start again from your quote." />}
        {load.state === 'failed' && (
          <CheckoutMessage title="We couldn’t load this checkout" text={ERROR_MESSAGES.server}>
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </CheckoutMessage>
        )}
        {load.state === 'ready' && load.session.status === 'expired' && (
          <CheckoutMessage title="This checkout has expired" text="No payment was taken. Get a fresh quote to book your service." />
        )}
        {load.state === 'ready' && load.session.status === 'complete' && (
          <CheckoutMessage title="This checkout is already paid" text="Thanks! Your payment went through. Check your email for what happens next." />
        )}
        {load.state === 'ready' && load.session.status === 'open' && (
          <CheckoutForm session={load.session} action={action} onPay={() => void run('pay')} onCancel={() => void run('cancel')} />
        )}
      </main>
    </div>
  );
}

function CheckoutMessage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="checkout__message">
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="button-row">
        {children}
        <Link className="button button--ghost" to="/#quote">
          Back to the quote
        </Link>
      </div>
    </div>
  );
}

interface FormProps {
  session: SandboxSession;
  action: 'pay' | 'cancel' | null;
  onPay(): void;
  onCancel(): void;
}

function CheckoutForm({ session, action, onPay, onCancel }: FormProps) {
  const recurring = session.lineItems.filter((item) => item.recurring);
  return (
    <div className="checkout__grid">
      <section className="checkout__summary" aria-labelledby="checkout-summary-title">
        <p className="checkout__merchant">{session.businessName}</p>
        <h1 id="checkout-summary-title" className="checkout__due">
          <span className="checkout__due-label">Due today</span>
          <span className="checkout__due-amount">{formatCents(session.amountDueToday)}</span>
        </h1>
        {session.breakdown.length > 0 && (
          <>
            <h2 className="checkout__section-title">What you chose</h2>
            <ul className="checkout__items checkout__items--breakdown" aria-label="What you chose">
              {session.breakdown.map((line) => (
                <li key={line.id} className={line.amount < 0 ? 'checkout__item--discount' : undefined}>
                  <span>
                    <span className="checkout__item-label">
                      {line.id === 'discount' && session.discountCode ? `${line.label}: ${session.discountCode}` : line.label}
                    </span>
                    {line.note && <span className="checkout__item-cadence">{line.note}</span>}
                  </span>
                  <span className="checkout__item-amount">{line.amount === 0 ? 'Free' : formatCents(line.amount)}</span>
                </li>
              ))}
              {session.gifts.map((gift) => (
                <li key={gift} className="checkout__item--discount">
                  <span>
                    <span className="checkout__item-label">{gift}</span>
                    <span className="checkout__item-cadence">Included free for new subscribers</span>
                  </span>
                  <span className="checkout__item-amount">Free</span>
                </li>
              ))}
              {session.trashDay && (
                <li>
                  <span className="checkout__item-label">Trash day</span>
                  <span className="checkout__item-amount">{weekdayLabel(session.trashDay)}</span>
                </li>
              )}
            </ul>
          </>
        )}
        <h2 className="checkout__section-title">Charges</h2>
        <ul className="checkout__items" aria-label="Order summary">
          {session.lineItems.map((item) => (
            <li key={`${item.label}-${item.amount}`}>
              <span>
                <span className="checkout__item-label">{item.label}</span>
                <span className="checkout__item-cadence">{cadence(item)}</span>
              </span>
              <span className="checkout__item-amount">{formatCents(item.amount)}</span>
            </li>
          ))}
        </ul>
        {recurring.length > 0 && (
          <p className="checkout__renewal">
            Renews at {formatCents(recurring.reduce((sum, item) => sum + item.amount, 0))}{' '}
            {recurring[0].recurring?.intervalMonths === 1 ? 'per month' : `every ${recurring[0].recurring?.intervalMonths} months`} until you cancel.
          </p>
        )}
      </section>
      <section className="checkout__pay" aria-labelledby="checkout-pay-title">
        <h2 id="checkout-pay-title">Pay with card</h2>
        <dl className="checkout__details">
          <div>
            <dt>Email</dt>
            <dd className="checkout__email">
              <BreakableEmail email={session.customerEmail} />
            </dd>
          </div>
          <div>
            <dt>Card</dt>
            <dd className="checkout__card">4242 4242 4242 4242 · 12/34 · 123</dd>
          </div>
        </dl>
        <p className="checkout__hint">This is a test checkout. The card above is a test card and nothing is charged.</p>
        <button
          type="button"
          className="button button--accent button--large checkout__button"
          disabled={action !== null}
          aria-busy={action === 'pay'}
          onClick={onPay}
        >
          {action === 'pay' ? 'Processing…' : `Pay ${formatCents(session.amountDueToday)}`}
        </button>
        <button type="button" className="button button--ghost checkout__cancel" disabled={action !== null} onClick={onCancel}>
          {action === 'cancel' ? 'Cancelling…' : 'Cancel and return'}
        </button>
      </section>
    </div>
  );
}
