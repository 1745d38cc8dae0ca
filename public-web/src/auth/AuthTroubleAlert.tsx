import { TROUBLESHOOTING_TIPS, type AuthTrouble } from './auth-errors';

/** The failure in words, with the tip for its kind right under it. */
export function AuthTroubleAlert({ trouble }: { trouble: AuthTrouble }) {
  const tip = TROUBLESHOOTING_TIPS.find((t) => t.kind === trouble.kind);
  return (
    <div className="auth-alert auth-alert--error" role="alert">
      <p className="auth-alert__title">{trouble.title}</p>
      {trouble.message && <p className="auth-alert__text">{trouble.message}</p>}
      {tip && <p className="auth-alert__tip">Tip: {tip.tip}</p>}
    </div>
  );
}
