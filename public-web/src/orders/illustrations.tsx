import type { ReactElement } from 'react';

/** A green badge with a tick and a wagging tail: the "you're all set" mark on the post-payment pages. */
export function SuccessBadge() {
  return (
    <svg className="order-hero__badge" viewBox="0 0 96 96" width="88" height="88" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="var(--color-green-50)" />
      <circle cx="48" cy="48" r="32" fill="var(--color-green-700)" />
      <path d="M33 49 l10 10 l21 -23" fill="none" stroke="#ffffff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M78 22 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 Z" fill="var(--color-accent-500)" />
    </svg>
  );
}

/** A clipboard: used while we need something from the customer. */
export function ClipboardBadge() {
  return (
    <svg className="order-hero__badge" viewBox="0 0 96 96" width="88" height="88" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="var(--color-green-50)" />
      <rect x="28" y="22" width="40" height="54" rx="6" fill="#ffffff" stroke="#1d3a2a" strokeWidth="3" />
      <rect x="38" y="16" width="20" height="12" rx="4" fill="var(--color-green-700)" />
      <path d="M36 42 h24 M36 52 h24 M36 62 h14" stroke="#1d3a2a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export type StepIconName = 'mail' | 'phone' | 'dog' | 'camera' | 'calendar' | 'help';

/** Small line icons for the "what happens next" steps. */
export function StepIcon({ name }: { name: StepIconName }) {
  const paths: Record<StepIconName, ReactElement> = {
    mail: (
      <>
        <rect x="6" y="11" width="28" height="20" rx="3" />
        <path d="M7 13 l13 10 l13 -10" />
      </>
    ),
    phone: (
      <>
        <rect x="12" y="5" width="16" height="30" rx="3" />
        <path d="M18 30 h4" />
        <path d="M16 14 h8 M16 19 h5" />
      </>
    ),
    dog: (
      <>
        <path d="M8 30 q0 -10 10 -10 h6 l4 -6 l4 4 v4 q0 8 -8 8 h-16" />
        <path d="M12 30 v4 M22 30 v4" />
        <circle cx="29" cy="17" r="0.8" />
      </>
    ),
    camera: (
      <>
        <rect x="6" y="12" width="28" height="20" rx="3" />
        <circle cx="20" cy="22" r="6" />
        <path d="M14 12 l2 -4 h8 l2 4" />
      </>
    ),
    calendar: (
      <>
        <rect x="7" y="9" width="26" height="24" rx="3" />
        <path d="M7 16 h26 M14 6 v6 M26 6 v6" />
        <path d="M14 24 l4 4 l8 -8" />
      </>
    ),
    help: (
      <>
        <circle cx="20" cy="20" r="14" />
        <path d="M16 16 q0 -4 4 -4 q4 0 4 4 q0 3 -4 4 v3" />
        <circle cx="20" cy="28" r="0.8" />
      </>
    ),
  };
  return (
    <svg className="step__icon" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <g fill="none" stroke="var(--color-green-800)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {paths[name]}
      </g>
    </svg>
  );
}
