export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--color-green-700)" />
      <g fill="#ffffff">
        <ellipse cx="32" cy="40" rx="11" ry="9" />
        <circle cx="18" cy="28" r="5" />
        <circle cx="26" cy="19" r="5" />
        <circle cx="38" cy="19" r="5" />
        <circle cx="46" cy="28" r="5" />
      </g>
    </svg>
  );
}
