import type { ReactNode } from 'react';

const OUTLINE = '#1d3a2a';

function IconFrame({ children }: { children: ReactNode }) {
  return (
    <svg className="card__icon" viewBox="0 0 96 96" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="var(--color-green-50)" />
      <g stroke={OUTLINE} strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
        {children}
      </g>
    </svg>
  );
}

export function DogIcon() {
  return (
    <IconFrame>
      <ellipse cx="42" cy="60" rx="22" ry="14" fill="#d39a5c" />
      <circle cx="64" cy="40" r="15" fill="#d39a5c" />
      <path d="M54 30 q-10 2 -8 18 q8 -2 12 -12 Z" fill="#8e5b2c" />
      <ellipse cx="75" cy="46" rx="8" ry="6" fill="#f1cf9f" />
      <circle cx="82" cy="43" r="2.5" fill={OUTLINE} stroke="none" />
      <circle cx="66" cy="36" r="2" fill={OUTLINE} stroke="none" />
      <path d="M22 56 q-10 -12 0 -22" fill="none" />
      <path d="M32 72 v8 M50 72 v8" />
    </IconFrame>
  );
}

export function YardIcon() {
  return (
    <IconFrame>
      <path d="M14 62 Q48 50 82 62 V72 H14 Z" fill="#7cc08f" />
      <path d="M24 62 V38 l5 -6 l5 6 V62 M40 60 V36 l5 -6 l5 6 V60 M56 60 V36 l5 -6 l5 6 V60" fill="#ffffff" />
      <path d="M74 28 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 l6 -2 Z" fill="var(--color-accent-500)" stroke="none" />
    </IconFrame>
  );
}

export function BinIcon() {
  return (
    <IconFrame>
      <path d="M32 30 H64 L60 76 H36 Z" fill="var(--color-green-600)" />
      <rect x="28" y="22" width="40" height="9" rx="3" fill="var(--color-green-800)" />
      <circle cx="40" cy="78" r="5" fill="#4a5a50" />
      <path d="M42 40 V66 M48 40 V66 M54 40 V66" stroke="#ffffff" strokeWidth="2.5" />
      <path d="M70 60 h12 m-5 -5 l5 5 l-5 5" fill="none" />
    </IconFrame>
  );
}
