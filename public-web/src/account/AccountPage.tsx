import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/http';
import { useToast } from '../ui/toast';
import { retryPayment } from './account-api';
import { useSession } from '../auth/SessionContext';
import { usePageTitle } from '../navigation/usePageTitle';
import '../styles/account.css';
import { longInstant } from './format';
import { PlanCard } from './PlanCard';
import { SignInLinkForm } from './SignInLinkForm';
import { useOverview } from './useOverview';
import { rememberAddOn, takePendingAddOn, type PendingAddOn } from './add-to-service';

function Loading() {
  return (
    <div className="account-card account-loading" role="status">
      <span className="account-spinner" aria-hidden="true" />
      Loading your account…
    </div>
  );
}

/** /account: the customer's plan, visits, receipts and messages; a sign-in-by-link form when signed out. */
export default function AccountPage() {
  usePageTitle('Your account');
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const signedIn = session.status === 'signed-in';
  const { state, reload } = useOverview(signedIn);
  // The post-payment "Add to Service" offer: opens that plan's change dialog once signed in (kept across the sign-in link).
  const [pending, setPending] = useState<PendingAddOn | null>(null);
  useEffect(() => {
    if (session.status === 'loading') return;
    const taken = takePendingAddOn(params);
    if (taken && session.status === 'signed-out') rememberAddOn(taken);
    else setPending(taken);
  }, [session.status, params]);
  const toast = useToast();
  const returned = useRef(false);

  // Back from the card page (Stripe's Billing Portal or the sandbox's): what was overdue is paid with the new card.
  useEffect(() => {
    if (state.status !== 'ready' || params.get('card') !== 'updated' || returned.current) return;
    returned.current = true;
    const plan = state.overview.plans.find((p) => p.orderId === params.get('order'));
    setParams({}, { replace: true });
    if (!plan?.pastDue) {
      toast.show({ title: 'Card updated', description: 'Your next charges go to your new card.', variant: 'success' });
      return;
    }
    retryPayment(plan.orderId)
      .then(() => toast.show({ title: 'Payment received', description: 'Thank you! Your service continues as planned.', variant: 'success' }))
      .catch((failure: unknown) =>
        toast.show({ title: 'Payment not taken', description: failure instanceof ApiError ? failure.message : 'Please try again.', variant: 'error' }),
      )
      .finally(reload);
  }, [state, params, setParams, toast, reload]);

  return (
    <div className="account-page">
      <div className="container account-page__container">
        {session.status === 'loading' && <Loading />}
        {session.status === 'signed-out' && params.get('addOn') && (
          <p className="account-notice account-notice--success">Sign in to add it to your service: we’ll e-mail you a link.</p>
        )}
        {session.status === 'signed-out' && <SignInLinkForm expired={params.get('link') === 'expired'} />}
        {signedIn && state.status === 'loading' && <Loading />}
        {signedIn && state.status === 'error' && (
          <div className="account-card" role="alert">
            <h1>Your account</h1>
            <p>We could not load your account just now.</p>
            <button type="button" className="button button--primary" onClick={reload}>
              Try again
            </button>
          </div>
        )}
        {signedIn && state.status === 'ready' && (
          <>
            <header className="account-hero">
              <h1>Hi{state.overview.customer.name ? `, ${state.overview.customer.name.split(' ')[0]}` : ''}</h1>
              <p className="account-muted">Signed in as {state.overview.customer.email}</p>
            </header>
            {state.overview.plans.length === 0 ? (
              <div className="account-card">
                <h2>No service on this account yet</h2>
                <p className="account-muted">Orders paid with this e-mail address show here.</p>
                <Link className="button button--primary" to="/#quote">
                  Get a quote
                </Link>
              </div>
            ) : (
              state.overview.plans.map((plan) => (
                <PlanCard
                  key={plan.orderId}
                  plan={plan}
                  reasons={state.overview.cancellationReasons}
                  maxPauseWeeks={state.overview.pauseMaxWeeks}
                  onChanged={reload}
                  preselect={pending?.orderId === plan.orderId ? pending.addOn : null}
                />
              ))
            )}
            <section className="account-card" aria-labelledby="messages-title">
              <h2 id="messages-title">Messages we sent you</h2>
              {state.overview.messages.length ? (
                <ul className="account-messages">
                  {state.overview.messages.map((message) => (
                    <li key={message.id}>
                      <span>{message.subject}</span>
                      <span className="account-muted">{longInstant(message.sentAt)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="account-muted">No messages yet.</p>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
