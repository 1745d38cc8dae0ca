import { useState, type FormEvent } from 'react';
import { TextField } from '../quote/fields';
import { signInWithPassword } from './auth-api';
import { classifyAuthError, type AuthTrouble } from './auth-errors';
import { AuthTroubleAlert } from './AuthTroubleAlert';

interface SignInFormProps {
  onSignedIn(): Promise<void>;
  onTrouble(trouble: AuthTrouble | null): void;
  trouble: AuthTrouble | null;
}

export function SignInForm({ onSignedIn, onTrouble, trouble }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    onTrouble(null);
    try {
      await signInWithPassword(email.trim(), password);
      await onSignedIn();
    } catch (error) {
      onTrouble(classifyAuthError(error));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" aria-label="Sign in" onSubmit={handleSubmit} noValidate>
      {trouble && <AuthTroubleAlert trouble={trouble} />}
      <TextField label="Email" type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
      <TextField label="Password" type="password" autoComplete="current-password" required value={password} onValueChange={setPassword} />
      <button type="submit" className="button button--primary button--large auth-form__submit" disabled={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
