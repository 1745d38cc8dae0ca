import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, isAbort } from '../api/http';
import { useSession } from '../auth/SessionContext';
import { usePageTitle } from '../navigation/usePageTitle';
import '../styles/account.css';
import { fetchCardPage, saveCard, type CardPage } from './account-api';
import { cardLabel, money } from './format';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; page: CardPage };

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The sandbox's card page (the built-in stand-in for Stripe's Billing Portal): a test card number replaces the card on file. */
export default function CardUpdatePage() {
  usePageTitle('Update your card (test mode)');
  const { sessionId = '' } = useParams();
  const { session } = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [cardNumber, setCardNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchCardPage(sessionId, controller.signal)
      .then((page) => setLoad({ state: 'ready', page }))
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        setLoad(failure instanceof ApiError && failure.status === 404 ? { state: 'missing' } : { state: 'failed' });
      });
    return () => controller.abort();
  }, [sessionId, attempt, signedIn]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!cardNumber.trim()) {
      setError('Enter a card number.');
      return;
    }
    setBusy(true);
    try {
      const saved = await saveCard(sessionId, cardNumber);
      window.location.assign(saved.redirectUrl);
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof ApiError ? failure.message : 'We could not save the card just now. Please try again.');
    }
  };

  return (
    <div className="account-page">
      <div className="container account-page__container">
        <p className="account-notice account-test-banner" role="note">
          <strong>Test mode</strong> — no real card is saved or charged.
        </p>
        {session.status === 'signed-out' && (
          <div className="account-card">
            <h1>Update your card</h1>
            <p>
              Please <Link to="/account">sign in</Link> to update your card.
            </p>
          </div>
        )}
        {signedIn && load.state === 'loading' && (
          <div className="account-card account-loading" role="status">
            <span className="account-spinner" aria-hidden="true" />
            Loading the card page…
          </div>
        )}
        {signedIn && load.state === 'missing' && (
          <div className="account-card">
            <h1>Card page not found</h1>
            <p>This card page doesn’t exist or has expired. Open it again from your account.</p>
            <Link className="button button--primary" to="/account">
              Back to your account
            </Link>
          </div>
        )}
        {signedIn && load.state === 'failed' && (
          <div className="account-card" role="alert">
            <h1>We couldn’t load the card page</h1>
            <div className="account-actions">
              <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </button>
              <Link className="button button--ghost" to="/account">
                Back to your account
              </Link>
            </div>
          </div>
        )}
        {signedIn && load.state === 'ready' && load.page.status !== 'open' && (
          <div className="account-card">
            <h1>{load.page.status === 'complete' ? 'Your card is saved' : 'This card page has expired'}</h1>
            <p>{load.page.status === 'complete' ? 'Nothing more to do here.' : 'Open it again from your account.'}</p>
            <Link className="button button--primary" to="/account">
              Back to your account
            </Link>
          </div>
        )}
        {signedIn && load.state === 'ready' && load.page.status === 'open' && (
          <section className="account-card account-card-update" aria-labelledby="card-update-title">
            <p className="account-muted">{load.page.businessName}</p>
            <h1 id="card-update-title">Update your card</h1>
            <dl className="account-facts">
              <div>
                <dt>Plan</dt>
                <dd>{load.page.plan}</dd>
              </div>
              <div>
                <dt>Card on file</dt>
                <dd>{load.page.card ? cardLabel(load.page.card) : 'None yet'}</dd>
              </div>
              {load.page.amountDue !== null && (
                <div>
                  <dt>Overdue</dt>
                  <dd>
                    <strong>{money(load.page.amountDue)}</strong>, charged to the new card when you save it
                  </dd>
                </div>
              )}
            </dl>
            <form className="account-form" onSubmit={submit} noValidate>
              <label className="account-label" htmlFor="card-number">
                Card number
              </label>
              <input
                id="card-number"
                className="account-input"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                placeholder="4242 4242 4242 4242"
                value={cardNumber}
                onChange={(event) => setCardNumber(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'card-number-error card-test-cards' : 'card-test-cards'}
              />
              {error && (
                <p id="card-number-error" className="account-field-error" role="alert">
                  {error}
                </p>
              )}
              <div className="account-actions">
                <button type="submit" className="button button--accent" disabled={busy} aria-busy={busy}>
                  {busy ? 'Saving…' : load.page.amountDue !== null ? `Save card and pay ${money(load.page.amountDue)}` : 'Save card'}
                </button>
                <Link className="button button--ghost" to="/account">
                  Cancel
                </Link>
              </div>
            </form>
            <div id="card-test-cards" className="account-small">
              <p>Test cards (any expiry date in the future, any CVC):</p>
              <ul className="account-test-cards">
                {load.page.testCards.map((card) => (
                  <li key={card.number}>
                    <button type="button" className="account-link-button" onClick={() => setCardNumber(spaced(card.number))}>
                      {spaced(card.number)}
                    </button>{' '}
                    {cardLabel({ brand: card.brand, lastFour: card.number.slice(-4) }).replace(/ ending \d+$/, '')}
                    {card.declined ? ' — declined' : ''}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
