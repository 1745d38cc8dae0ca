import type { ReactNode } from 'react';

const INK = '#1d3a2a';

function Icon({ children, size = 44 }: { children: ReactNode; size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <g stroke={INK} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
        {children}
      </g>
    </svg>
  );
}

/** Regular visits: a calendar with a paw. */
export function RegularVisitsIcon() {
  return (
    <Icon>
      <rect x="7" y="10" width="34" height="30" rx="5" fill="#ffffff" />
      <path d="M7 18 H41" />
      <path d="M15 6 v8 M33 6 v8" />
      <g fill="var(--color-green-600)" stroke="none">
        <ellipse cx="24" cy="31" rx="5" ry="4" />
        <circle cx="17.5" cy="25" r="2.2" />
        <circle cx="22" cy="22.5" r="2.2" />
        <circle cx="26.5" cy="22.5" r="2.2" />
        <circle cx="31" cy="25" r="2.2" />
      </g>
    </Icon>
  );
}

/** One-time Yard Rescue: a sparkling patch of lawn. */
export function YardRescueIcon() {
  return (
    <Icon>
      <path d="M5 36 Q24 28 43 36 V42 H5 Z" fill="#7cc08f" />
      <path d="M12 34 v-6 M18 32 v-8 M30 32 v-8 M36 34 v-6" />
      <path d="M24 6 l2.4 6.6 l6.6 2.4 l-6.6 2.4 l-2.4 6.6 l-2.4 -6.6 l-6.6 -2.4 l6.6 -2.4 Z" fill="var(--color-accent-500)" />
    </Icon>
  );
}

/** Trash bins only: a wheeled bin heading to the curb. */
export function BinOnlyIcon() {
  return (
    <Icon>
      <path d="M13 14 H33 L31 40 H15 Z" fill="var(--color-green-600)" />
      <rect x="11" y="9" width="24" height="6" rx="2" fill="var(--color-green-800)" />
      <circle cx="17" cy="41" r="3" fill="#ffffff" />
      <path d="M20 20 V34 M26 20 V34" stroke="#ffffff" />
      <path d="M36 28 h8 m-3 -3 l3 3 l-3 3" fill="none" />
    </Icon>
  );
}

/** Yard sizes drawn as lawns that grow. */
export function YardSizeIcon({ size }: { size: 'small' | 'medium' | 'large' }) {
  const width = { small: 18, medium: 28, large: 38 }[size];
  const x = (48 - width) / 2;
  return (
    <Icon size={40}>
      <rect x={x} y={44 - width} width={width} height={width} rx="3" fill="#a7d8b4" />
      <path d={`M${x + 4} ${44 - 3} v-4 M${x + width - 4} ${44 - 3} v-4`} />
    </Icon>
  );
}
