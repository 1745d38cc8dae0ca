/** Drawn cover for posts without a photo: a yard scene tinted per category, so the list never shows empty boxes. */
const TINTS: Record<string, [string, string]> = {
  'Pet Health': ['#d9eadd', '#3a8f5d'],
  Community: ['#fdecc8', '#c27c0e'],
  Landscaping: ['#e3f0d3', '#4f7d2f'],
  Safety: ['#fde2d8', '#b5532f'],
  'Community Pride': ['#e6e3f5', '#5b4b9a'],
  'Seasonal Care': ['#dcecf5', '#2f6d8f'],
};

export function ArticleArt({ category }: { category?: string }) {
  const [background, ink] = TINTS[category ?? ''] ?? ['#eef6f0', '#2f7d4f'];
  return (
    <svg className="article-art" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="320" height="180" fill={background} />
      <circle cx="258" cy="46" r="22" fill="#ffffff" opacity="0.8" />
      <path d="M0 132 Q80 104 160 124 T320 118 V180 H0 Z" fill={ink} opacity="0.25" />
      <path d="M0 150 Q90 128 180 146 T320 140 V180 H0 Z" fill={ink} opacity="0.45" />
      <g fill={ink} transform="translate(118 52)">
        <ellipse cx="42" cy="50" rx="17" ry="14" />
        <circle cx="20" cy="32" r="8" />
        <circle cx="33" cy="18" r="8" />
        <circle cx="51" cy="18" r="8" />
        <circle cx="64" cy="32" r="8" />
      </g>
    </svg>
  );
}
