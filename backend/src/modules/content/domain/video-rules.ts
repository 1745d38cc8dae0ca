type VideoType = 'youtube' | 'mp4';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

export function isYoutubeUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && YOUTUBE_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}

/** A video file the browser can play: an uploaded one or an http(s) .mp4/.webm address. */
export function isVideoFileUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0].toLowerCase();
  return /\.(mp4|webm)$/.test(path) && (path.startsWith('/uploads/') || /^https?:\/\//.test(path));
}

/** The video type a URL has, when staff left it out; the errors when URL and type disagree. */
export function checkVideo(url: string | null | undefined, type: VideoType | null | undefined): { type: VideoType | null; errors: Record<string, string> } {
  if (!url) return type ? { type: null, errors: { video_url: 'Video URL is required when a video type is chosen' } } : { type: null, errors: {} };
  const resolved = type ?? (isYoutubeUrl(url) ? 'youtube' : 'mp4');
  if (resolved === 'youtube' && !isYoutubeUrl(url)) return { type: resolved, errors: { video_url: 'A YouTube video needs a youtube.com or youtu.be address' } };
  if (resolved === 'mp4' && !isVideoFileUrl(url))
    return { type: resolved, errors: { video_url: 'An mp4 video needs an uploaded video or an address ending in .mp4 or .webm' } };
  return { type: resolved, errors: {} };
}

/** A read time from the word count at about 200 words a minute, when staff leave it empty. */
export function estimateReadTime(html: string): string {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 200))} min read`;
}
