import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../ui/toast';
import { CONSENT_CHOICES, type ConsentChoice } from './consent-preferences';
import { getConsent, onConsentBannerRequest, saveConsent } from './consent-store';
import { CONSENT_BANNER_DELAY_MS, CONSENT_SAVED_TOAST, CONSENT_TOAST_MS } from './consent-timings';

const BUTTONS: readonly { choice: ConsentChoice; label: string; className: string }[] = [
  { choice: 'reject-all', label: 'Reject All', className: 'button button--ghost' },
  { choice: 'analytics-only', label: 'Accept Analytics Only', className: 'button button--ghost' },
  { choice: 'accept-all', label: 'Accept All', className: 'button button--primary' },
];

/** Spec 000 §2: shown 1 s after load when no choice is saved, or again from the footer; fixed, so nothing shifts. */
export function ConsentBanner() {
  const [open, setOpen] = useState(false);
  const [reopened, setReopened] = useState(false);
  const firstButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const toast = useToast();
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (getConsent()) return undefined;
    const timer = window.setTimeout(() => setOpen(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      onConsentBannerRequest(() => {
        opener.current = document.activeElement;
        setReopened(true);
        setOpen(true);
      }),
    [],
  );

  useEffect(() => {
    // Asked for by keyboard or click: take focus there. Shown on its own: never steal focus from the page.
    if (open && reopened) firstButton.current?.focus();
  }, [open, reopened]);

  const close = () => {
    setOpen(false);
    if (reopened && opener.current instanceof HTMLElement) opener.current.focus();
    setReopened(false);
  };

  const choose = (choice: ConsentChoice) => {
    saveConsent(CONSENT_CHOICES[choice]);
    close();
    toast.show({ title: CONSENT_SAVED_TOAST, variant: 'success', durationMs: CONSENT_TOAST_MS });
  };

  if (!open) return null;
  return (
    // A labelled region, not a dialog: it never traps focus or blocks the page, and the page's own dialogs stay the only ones.
    <section
      className="consent-banner"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && getConsent()) close();
      }}
    >
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={titleId} className="consent-banner__title">
            Your cookie choices
          </h2>
          <p id={textId}>
            We use analytics to learn which pages help visitors, and only with your permission. We never sell your data. Read our{' '}
            <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </div>
        <div className="consent-banner__actions">
          {BUTTONS.map(({ choice, label, className }, index) => (
            <button key={choice} ref={index === 0 ? firstButton : undefined} type="button" className={className} onClick={() => choose(choice)}>
              {label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
