import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/http';
import { requestSignInLink } from './account-api';

/** Passwordless sign-in: the customer gets a one-time link by e-mail. The answer is the same for every address. */
export function SignInLinkForm({ expired }: { expired: boolean }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent((await requestSignInLink(email)).message);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldError('email') ?? failure.message) : 'We could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-card account-signin" aria-labelledby="account-signin-title">
      <h1 id="account-signin-title">Your account</h1>
      <p className="account-muted">See your plan and visits, skip a visit, change or cancel your service: no password needed.</p>
      {expired && (
        <p className="account-notice account-notice--error" role="alert">
          That sign-in link has expired or was already used. Ask for a new one below.
        </p>
      )}
      {sent ? (
        <div className="account-notice account-notice--success" role="status">
          <strong>Check your e-mail.</strong> {sent}
        </div>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          <label className="account-label" htmlFor="account-email">
            E-mail address
          </label>
          <input
            id="account-email"
            className="account-input"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'account-email-error' : undefined}
          />
          {error && (
            <p id="account-email-error" className="account-field-error">
              {error}
            </p>
          )}
          <button className="button button--primary" type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'E-mail me a sign-in link'}
          </button>
        </form>
      )}
      <p className="account-small">
        Prefer a password? <Link to="/auth">Sign in or sign up with a password</Link>.
      </p>
    </section>
  );
}
