import { TROUBLESHOOTING_TIPS, type AuthTroubleKind } from './auth-errors';

/**
 * Spec 000 §2: the sign-in page lists a troubleshooting tip per error type; the one that just happened stands out.
 * Folded to its title until something goes wrong (or the visitor opens it), so the page does not open on trouble.
 */
export function TroubleshootingTips({ active }: { active: AuthTroubleKind | null }) {
  return (
    <details className="auth-tips" open={active !== null}>
      <summary className="auth-tips__summary">
        <h2 className="auth-tips__title">Trouble signing in?</h2>
      </summary>
      <ul className="auth-tips__list">
        {TROUBLESHOOTING_TIPS.map((tip) => (
          <li key={tip.kind} className={`auth-tips__item${tip.kind === active ? ' auth-tips__item--active' : ''}`}>
            <h3 className="auth-tips__name">{tip.title}</h3>
            <p>{tip.tip}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}
