import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/http';
import { TextField } from '../quote/fields';
import { signUp } from './auth-api';
import { classifyAuthError, type AuthTrouble } from './auth-errors';
import { AuthTroubleAlert } from './AuthTroubleAlert';
import { PASSWORD_MIN_LENGTH, validateSignUp, type SignUpErrors, type SignUpFields } from './sign-up-rules';

interface SignUpFormProps {
  onSignedUp(email: string, message: string): void;
}

const EMPTY: SignUpFields = { fullName: '', email: '', password: '' };

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const [fields, setFields] = useState<SignUpFields>(EMPTY);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [trouble, setTrouble] = useState<AuthTrouble | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (name: keyof SignUpFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // A corrected field stops shouting; the rest keep their messages until the next submit.
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignUp(fields);
    setErrors(found);
    setTrouble(null);
    if (Object.keys(found).length) {
      document.getElementById(`sign-up-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const input = { fullName: fields.fullName.trim(), email: fields.email.trim(), password: fields.password };
      const message = await signUp(input);
      setFields(EMPTY);
      onSignedUp(input.email, message);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.problem?.errors : undefined;
      if (fieldErrors) setErrors({ fullName: fieldErrors.fullName, email: fieldErrors.email, password: fieldErrors.password });
      setTrouble(classifyAuthError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" aria-label="Sign up" onSubmit={handleSubmit} noValidate>
      {trouble && <AuthTroubleAlert trouble={trouble} />}
      <TextField
        id="sign-up-fullName"
        label="Full name"
        autoComplete="name"
        required
        value={fields.fullName}
        error={errors.fullName}
        onValueChange={update('fullName')}
      />
      <TextField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={fields.email}
        error={errors.email}
        onValueChange={update('email')}
      />
      <TextField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={fields.password}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        onValueChange={update('password')}
      />
      <button type="submit" className="button button--accent button--large auth-form__submit" disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}
