import { EDITABLE } from './article-fields';
import { ArticleStatus } from './article.types';

import { sanitizeArticleHtml } from './sanitize-article-html';
import { checkVideo, estimateReadTime } from './video-rules';

/** A post as staff send it (the admin form's fields); id, slug, short code and timestamps are the server's. */
export interface ArticleDraft {
  title: string;
  excerpt?: string | null;
  content?: string | null;
  author?: string | null;
  status: ArticleStatus;
  featured_image?: string | null;
  featured_image_position?: string | null;
  video_url?: string | null;
  video_type?: 'youtube' | 'mp4' | null;
  video_thumbnail?: string | null;
  published_date?: string | null;
  read_time?: string | null;
  location?: string | null;
  source_url?: string | null;
  photo_credit?: string | null;
  photo_source?: string | null;
  photo_source_url?: string | null;
  categories?: string[] | null;
}

export type ArticleValues = Record<(typeof EDITABLE)[number], unknown>;

/**
 * What a save stores: sanitised HTML, the video type checked against its URL (or inferred), defaults for the
 * blanks, a read time from the word count, categories without duplicates, and the published date kept from
 * before or, when publishing without one, today's (the business's local date). `errors` lists what is refused.
 */
export function articleValues(
  draft: ArticleDraft,
  context: { currentDate: string | null; today: string },
): { values: ArticleValues; errors: Record<string, string> } {
  const video = checkVideo(draft.video_url, draft.video_type);
  const content = sanitizeArticleHtml(draft.content ?? '');
  const publishing = draft.status === 'published';
  return {
    errors: video.errors,
    values: {
      title: draft.title,
      excerpt: draft.excerpt ?? '',
      content,
      author: draft.author ?? '',
      status: draft.status,
      featured_image: draft.featured_image ?? null,
      featured_image_position: draft.featured_image_position ?? 'center',
      video_url: draft.video_url ?? null,
      video_type: video.type,
      video_thumbnail: draft.video_thumbnail ?? null,
      published_date: draft.published_date ?? context.currentDate ?? (publishing ? context.today : null),
      read_time: draft.read_time || estimateReadTime(content),
      location: draft.location ?? null,
      source_url: draft.source_url ?? null,
      photo_credit: draft.photo_credit ?? null,
      photo_source: draft.photo_source ?? null,
      photo_source_url: draft.photo_source_url ?? null,
      categories: [...new Set(draft.categories ?? [])],
    },
  };
}
