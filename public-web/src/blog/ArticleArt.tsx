import type { ReactNode } from 'react';

/** Drawn cover for posts without a photo: a yard scene tinted per category, so the list never shows empty boxes. */
const TINTS: Record<string, [string, string]> = {
  'Pet Health': ['#d9eadd', '#3a8f5d'],
  Community: ['#fdecc8', '#c27c0e'],
  Landscaping: ['#e3f0d3', '#4f7d2f'],
  Safety: ['#fde2d8', '#b5532f'],
  'Community Pride': ['#e6e3f5', '#5b4b9a'],
  'Seasonal Care': ['#dcecf5', '#2f6d8f'],
};

const PAW = (ink: string, x: number, y: number, scale = 1) => (
  <g fill={ink} transform={`translate(${x} ${y}) scale(${scale})`}>
    <ellipse cx="42" cy="50" rx="17" ry="14" />
    <circle cx="20" cy="32" r="8" />
    <circle cx="33" cy="18" r="8" />
    <circle cx="51" cy="18" r="8" />
    <circle cx="64" cy="32" r="8" />
  </g>
);

/**
 * Each of the six fixed articles has its own scene (issue 18 §8), drawn here so nothing is downloaded:
 * a clean lawn, a dog park, a vegetable bed, a trail with a warning sign, Newhall's old storefronts, the four seasons.
 */
const SCENES: Record<string, (ink: string) => ReactNode> = {
  'santa-clarita-pet-waste-removal-benefits': (ink) => (
    <g>
      <rect x="70" y="70" width="70" height="52" fill="#fff" opacity="0.9" />
      <path d="M62 72 L105 42 L148 72 Z" fill={ink} opacity="0.8" />
      <rect x="96" y="94" width="16" height="28" fill={ink} opacity="0.6" />
      <path d="M176 114 l14 14 l28 -34" stroke={ink} strokeWidth="9" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  'valencia-dog-parks': (ink) => (
    <g>
      <rect x="84" y="70" width="8" height="56" fill={ink} opacity="0.7" />
      <circle cx="88" cy="62" r="26" fill={ink} opacity="0.55" />
      <rect x="150" y="104" width="70" height="7" rx="3" fill={ink} />
      <rect x="156" y="111" width="5" height="14" fill={ink} />
      <rect x="209" y="111" width="5" height="14" fill={ink} />
      <circle cx="240" cy="118" r="7" fill="#fff" stroke={ink} strokeWidth="3" />
    </g>
  ),
  'pet-waste-garden-health': (ink) => (
    <g>
      <rect x="70" y="112" width="180" height="16" rx="4" fill={ink} opacity="0.6" />
      {[96, 136, 176, 216].map((x) => (
        <g key={x}>
          <path d={`M${x} 112 V86`} stroke={ink} strokeWidth="4" />
          <ellipse cx={x - 9} cy="88" rx="10" ry="5" fill={ink} transform={`rotate(-30 ${x - 9} 88)`} />
          <ellipse cx={x + 9} cy="82" rx="10" ry="5" fill={ink} transform={`rotate(30 ${x + 9} 82)`} />
        </g>
      ))}
    </g>
  ),
  'canyon-country-pet-safety': (ink) => (
    <g>
      <path d="M40 126 L110 60 L150 96 L190 52 L280 126 Z" fill={ink} opacity="0.35" />
      <path d="M160 60 L192 116 H128 Z" fill="#fff" stroke={ink} strokeWidth="5" strokeLinejoin="round" />
      <rect x="157" y="76" width="6" height="22" rx="2" fill={ink} />
      <circle cx="160" cy="106" r="3.5" fill={ink} />
    </g>
  ),
  'newhall-historic-district': (ink) => (
    <g>
      {[
        [70, 70, 50],
        [124, 58, 62],
        [190, 76, 58],
      ].map(([x, y, w]) => (
        <g key={x}>
          <rect x={x} y={y} width={w} height={126 - y} fill="#fff" opacity="0.9" stroke={ink} strokeWidth="3" />
          <rect x={x - 4} y={y - 8} width={w + 8} height="8" fill={ink} />
          <rect x={x + w / 2 - 7} y="104" width="14" height="22" fill={ink} opacity="0.7" />
          <rect x={x + 8} y={y + 12} width="10" height="12" fill={ink} opacity="0.4" />
          <rect x={x + w - 18} y={y + 12} width="10" height="12" fill={ink} opacity="0.4" />
        </g>
      ))}
    </g>
  ),
  'seasonal-pet-waste-management': (ink) => (
    <g>
      <circle cx="92" cy="88" r="16" fill={ink} opacity="0.8" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <rect key={a} x="90" y="58" width="4" height="10" fill={ink} opacity="0.8" transform={`rotate(${a} 92 88)`} />
      ))}
      <path d="M150 96 q12 -26 24 0 q-12 14 -24 0 Z" fill={ink} opacity="0.7" />
      <path d="M196 80 q20 -8 28 10 q-22 10 -28 -10 Z" fill={ink} opacity="0.5" />
      <path d="M240 70 l8 14 l-8 14 l-8 -14 Z M226 84 h28" stroke={ink} strokeWidth="3" fill="none" />
    </g>
  ),
};

export function ArticleArt({ category, slug }: { category?: string; slug?: string }) {
  const [background, ink] = TINTS[category ?? ''] ?? ['#eef6f0', '#2f7d4f'];
  const scene = slug && Object.hasOwn(SCENES, slug) ? SCENES[slug](ink) : PAW(ink, 118, 52);
  return (
    <svg
      className="article-art"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-scene={slug && Object.hasOwn(SCENES, slug) ? slug : 'paw'}
    >
      <rect width="320" height="180" fill={background} />
      <circle cx="258" cy="46" r="22" fill="#ffffff" opacity="0.8" />
      <path d="M0 132 Q80 104 160 124 T320 118 V180 H0 Z" fill={ink} opacity="0.25" />
      <path d="M0 150 Q90 128 180 146 T320 140 V180 H0 Z" fill={ink} opacity="0.45" />
      {scene}
    </svg>
  );
}
