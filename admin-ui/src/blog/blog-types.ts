import type { RaRecord } from 'react-admin';
import { EDITABLE } from '../../../backend/src/modules/content/domain/article-fields';

export interface BlogRecord extends RaRecord<string> {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  status: 'draft' | 'published';
  featured_image: string | null;
  featured_image_position: 'center' | 'top' | 'bottom';
  video_url: string | null;
  video_type: 'youtube' | 'mp4' | null;
  video_thumbnail: string | null;
  published_date: string | null;
  read_time: string;
  location: string | null;
  source_url: string | null;
  photo_credit: string | null;
  photo_source: string | null;
  photo_source_url: string | null;
  categories: string[];
  short_code: string | null;
  clicks: number;
  created_at: string;
  updated_at: string;
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Only what staff may set travels to the server (it owns the slug, short code and timestamps). */
export function toArticleInput(data: Partial<BlogRecord>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const value = data[key];
    if (value === undefined) continue;
    out[key] =
      key === 'title' || key === 'status' || key === 'content' || key === 'excerpt' || key === 'author' || key === 'read_time'
        ? (value ?? '')
        : blankToNull(value);
  }
  out.categories = (data.categories ?? []).map((c) => c.trim()).filter(Boolean);
  return out;
}

/** The post's page on the public site. */
export const publicPostPath = (slug: string) => `/blog/${slug}`;
