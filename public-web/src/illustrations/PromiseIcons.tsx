import type { ReactNode } from 'react';

const OUTLINE = 'var(--color-green-800)';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg className="promise__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="14" fill="var(--color-green-50)" />
      <g fill="none" stroke={OUTLINE} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

export function CalendarIcon() {
  return (
    <Frame>
      <rect x="12" y="14" width="24" height="22" rx="3" />
      <path d="M12 21 H36 M18 11 V16 M30 11 V16 M19 28 l4 4 l7 -7" />
    </Frame>
  );
}

export function ShieldIcon() {
  return (
    <Frame>
      <path d="M24 11 L35 15 V24 C35 31 30 35 24 37 C18 35 13 31 13 24 V15 Z" />
      <path d="M19 24 l4 4 l7 -7" />
    </Frame>
  );
}

export function CameraIcon() {
  return (
    <Frame>
      <path d="M12 18 H18 L21 14 H27 L30 18 H36 V34 H12 Z" />
      <circle cx="24" cy="26" r="5" />
    </Frame>
  );
}
