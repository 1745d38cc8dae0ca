import { useEffect, useId, useState, type FormEvent } from 'react';
import { loginMessages as t, signInErrorMessage, validateSignIn, type SignInErrors, type SignInValues } from './sign-in-rules';
import './sign-in.css';

// MUI's Lock and Visibility icons, inline: this page loads before MUI (issue 19).
const LOCK_ICON =
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z';
const SHOW_ICON =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const HIDE_ICON =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export interface SignInPageProps {
  /** True while an existing session is being checked: a spinner instead of the form. */
  checking?: boolean;
  /** Signs in; rejects with the message to show. The form stays busy after it resolves, until the page is replaced. */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** Called once the form has painted (the entry uses it to fetch the admin app in the background). */
  onShown?: () => void;
}

/** The admin sign-in page in plain React and CSS, small enough for the entry chunk (issue 19); the same page inside react-admin. */
export function SignInPage({ checking = false, onSubmit, onShown }: SignInPageProps) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!checking && onShown) onShown();
  }, [checking, onShown]);

  const change = (field: keyof SignInValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Like react-admin's forms: quiet until the first submit, then each change re-checks.
    if (submitted) setErrors(validateSignIn(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setBusy(false);
      setFailure(signInErrorMessage(error));
    }
  };

  const field = (name: keyof SignInValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: change(name),
    disabled: busy,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <main className="sign-in">
      {checking ? (
        <div className="sign-in__checking" role="status" aria-label={t.checking}>
          <span className="sign-in__spinner" />
        </div>
      ) : (
        <section className="sign-in__card" aria-labelledby={`${id}-title`}>
          <div className="sign-in__head">
            <span className="sign-in__avatar">
              <Icon path={LOCK_ICON} />
            </span>
            <h1 id={`${id}-title`} className="sign-in__title">
              {t.title}
            </h1>
            <p className="sign-in__subtitle">{t.subtitle}</p>
          </div>
          <form className="sign-in__form" onSubmit={(event) => void submit(event)} noValidate>
            <div className={`sign-in__field${errors.email ? ' sign-in__field--invalid' : ''}`}>
              <label htmlFor={`${id}-email`}>
                {t.email}
                <span aria-hidden="true"> *</span>
              </label>
              <input {...field('email')} type="email" autoComplete="username" autoFocus />
              {errors.email && (
                <p id={`${id}-email-error`} className="sign-in__field-error">
                  {errors.email}
                </p>
              )}
            </div>
            <div className={`sign-in__field${errors.password ? ' sign-in__field--invalid' : ''}`}>
              <label htmlFor={`${id}-password`}>
                {t.password}
                <span aria-hidden="true"> *</span>
              </label>
              <div className="sign-in__password">
                <input {...field('password')} type={showPassword ? 'text' : 'password'} autoComplete="current-password" />
                <button
                  type="button"
                  className="sign-in__toggle"
                  aria-label={showPassword ? t.hide_password : t.show_password}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  <Icon path={showPassword ? HIDE_ICON : SHOW_ICON} />
                </button>
              </div>
              {errors.password && (
                <p id={`${id}-password-error`} className="sign-in__field-error">
                  {errors.password}
                </p>
              )}
            </div>
            {failure && (
              <p className="sign-in__failure" role="alert">
                {failure}
              </p>
            )}
            <button type="submit" className="sign-in__submit" disabled={busy}>
              {busy && <span className="sign-in__spinner sign-in__spinner--small" aria-hidden="true" />}
              {busy ? t.submitting : t.submit}
            </button>
          </form>
          <p className="sign-in__back">
            <a href="/">{t.back_to_site}</a>
          </p>
        </section>
      )}
    </main>
  );
}
