const OUTLINE = '#1d3a2a';

/** Rolling Santa Clarita Valley hills, a street of homes and a sun: the landing pages' banner art. */
export function TownIllustration() {
  const houses = [
    { x: 40, roof: 'var(--color-green-700)' },
    { x: 170, roof: 'var(--color-accent-500)' },
    { x: 300, roof: 'var(--color-green-800)' },
  ];
  return (
    <svg className="town-illustration" viewBox="0 0 440 240" width="440" height="240" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="town-illustration-frame">
          <rect width="440" height="240" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#town-illustration-frame)">
        <rect width="440" height="240" fill="#e6f2ea" />
        <circle cx="360" cy="62" r="28" fill="#fcd279" />
        <path d="M0 150 Q80 80 170 130 T340 110 T440 130 V240 H0 Z" fill="#b9d9c2" />
        <path d="M0 180 Q110 130 220 170 T440 160 V240 H0 Z" fill="#8fc39f" />
        <rect x="0" y="206" width="440" height="34" fill="#d9d3c3" />
        <path d="M0 222 H440" stroke="#ffffff" strokeWidth="3" strokeDasharray="16 14" />
        {houses.map(({ x, roof }) => (
          <g key={x} stroke={OUTLINE} strokeWidth="3" strokeLinejoin="round">
            <rect x={x + 10} y="150" width="90" height="56" fill="#fffdf7" />
            <path d={`M${x} 152 L${x + 55} 112 L${x + 110} 152 Z`} fill={roof} />
            <rect x={x + 45} y="172" width="20" height="34" rx="3" fill="#f4e4c4" />
            <rect x={x + 20} y="162" width="18" height="16" rx="2" fill="#d6ebf7" />
            <rect x={x + 72} y="162" width="18" height="16" rx="2" fill="#d6ebf7" />
          </g>
        ))}
        <g stroke={OUTLINE} strokeWidth="2.5" strokeLinejoin="round">
          <rect x="136" y="184" width="18" height="24" rx="3" fill="var(--color-green-700)" />
          <rect x="266" y="184" width="18" height="24" rx="3" fill="#5b8fd6" />
        </g>
      </g>
    </svg>
  );
}
