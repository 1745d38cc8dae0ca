import type { ReactNode } from 'react';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg className="info-card__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="14" fill="var(--color-green-50)" />
      <g fill="none" stroke="var(--color-green-800)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

export function TrashIcon() {
  return (
    <Frame>
      <path d="M14 16 H34 M20 16 V12 H28 V16 M17 16 L18.5 36 H29.5 L31 16 M22 21 V31 M26 21 V31" />
    </Frame>
  );
}

export function ClockIcon() {
  return (
    <Frame>
      <circle cx="24" cy="24" r="11" />
      <path d="M24 17 V24 L29 27" />
    </Frame>
  );
}

export function ScaleIcon() {
  return (
    <Frame>
      <path d="M24 12 V36 M16 36 H32 M13 18 H35 M13 18 L9 27 H17 Z M35 18 L31 27 H39 Z" />
    </Frame>
  );
}
