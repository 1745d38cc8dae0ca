const OUTLINE = '#1d3a2a';

function Fence() {
  const pickets = Array.from({ length: 11 }, (_, index) => 228 + index * 22);
  return (
    <g fill="#ffffff" stroke="#b9cfbf" strokeWidth="2">
      <rect x="222" y="206" width="246" height="8" rx="3" />
      <rect x="222" y="236" width="246" height="8" rx="3" />
      {pickets.map((x) => (
        <path key={x} d={`M${x} 256 V190 l7 -10 l7 10 V256 Z`} />
      ))}
    </g>
  );
}

function House() {
  return (
    <g stroke={OUTLINE} strokeWidth="4" strokeLinejoin="round">
      <rect x="44" y="126" width="164" height="128" fill="#fffdf7" />
      <path d="M30 130 L126 60 L222 130 Z" fill="var(--color-green-700)" />
      <rect x="108" y="184" width="38" height="70" rx="4" fill="var(--color-accent-500)" />
      <rect x="62" y="152" width="34" height="30" rx="3" fill="#d6ebf7" />
      <rect x="160" y="152" width="34" height="30" rx="3" fill="#d6ebf7" />
    </g>
  );
}

function Dog() {
  return (
    <g stroke={OUTLINE} strokeWidth="4" strokeLinejoin="round" strokeLinecap="round">
      <path d="M264 262 q-28 -26 -10 -54" fill="none" strokeWidth="6" />
      <ellipse cx="304" cy="270" rx="50" ry="30" fill="#d39a5c" />
      <rect x="270" y="282" width="16" height="34" rx="7" fill="#d39a5c" />
      <rect x="318" y="282" width="16" height="34" rx="7" fill="#d39a5c" />
      <circle cx="350" cy="224" r="30" fill="#d39a5c" />
      <path d="M330 204 q-18 4 -16 34 q14 -4 22 -22 Z" fill="#8e5b2c" />
      <ellipse cx="374" cy="236" rx="16" ry="12" fill="#f1cf9f" />
      <circle cx="388" cy="230" r="5" fill={OUTLINE} stroke="none" />
      <circle cx="356" cy="216" r="4" fill={OUTLINE} stroke="none" />
      <path d="M366 246 q6 12 14 2" fill="#ef8a8a" />
      <path d="M326 248 q24 12 46 2" fill="none" stroke="var(--color-green-700)" strokeWidth="7" />
    </g>
  );
}

function Bin() {
  return (
    <g stroke={OUTLINE} strokeWidth="4" strokeLinejoin="round">
      <path d="M408 212 H462 L456 300 H414 Z" fill="var(--color-green-600)" />
      <rect x="402" y="200" width="66" height="14" rx="5" fill="var(--color-green-800)" />
      <circle cx="420" cy="302" r="8" fill="#4a5a50" />
      <path d="M424 238 V280 M436 238 V280 M448 238 V280" stroke="#ffffff" strokeWidth="3" opacity="0.8" />
    </g>
  );
}

function Sparkle({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return <path transform={`translate(${x} ${y}) scale(${scale})`} d="M0 -12 L3 -3 L12 0 L3 3 L0 12 L-3 3 L-12 0 L-3 -3 Z" fill="var(--color-accent-500)" />;
}

/** A dog in a clean yard next to a rolled-out bin: the two services at a glance, no stock photo needed. */
export function HeroIllustration() {
  return (
    <svg
      className="hero__illustration"
      viewBox="0 0 480 360"
      width="480"
      height="360"
      role="img"
      aria-label="A happy dog sitting in a clean backyard next to a house and a trash bin"
    >
      <rect width="480" height="360" rx="32" fill="#e6f2e9" />
      <circle cx="404" cy="76" r="30" fill="#f8c25c" />
      <g fill="#ffffff">
        <ellipse cx="290" cy="84" rx="36" ry="14" />
        <ellipse cx="318" cy="72" rx="24" ry="14" />
      </g>
      <Fence />
      <House />
      <path d="M0 262 Q120 248 240 258 T480 252 V328 A32 32 0 0 1 448 360 H32 A32 32 0 0 1 0 328 Z" fill="#7cc08f" />
      <path d="M0 300 Q160 284 300 300 T480 296 V328 A32 32 0 0 1 448 360 H32 A32 32 0 0 1 0 328 Z" fill="#5fae76" />
      <Dog />
      <Bin />
      <Sparkle x={214} y={296} />
      <Sparkle x={66} y={304} scale={0.8} />
      <Sparkle x={244} y={168} scale={0.7} />
    </svg>
  );
}
