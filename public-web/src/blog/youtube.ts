const PATTERNS = [
  /youtube(?:-nocookie)?\.com\/(?:embed|shorts|live|v)\/([A-Za-z0-9_-]{6,})/,
  /youtube\.com\/watch\?(?:.*&)?v=([A-Za-z0-9_-]{6,})/,
  /youtu\.be\/([A-Za-z0-9_-]{6,})/,
];

/** The video id of any usual YouTube link, or null. */
export function youtubeId(url: string): string | null {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(url);
    if (match) return match[1];
  }
  return /^[A-Za-z0-9_-]{11}$/.test(url) ? url : null;
}

/** Privacy-enhanced embed: YouTube sets no cookies until the visitor plays the video. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0`;
