/** A published article as the blog list shows it (spec 000 §3 Articles). */
export interface ArticleSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  publishedDate: string | null;
  createdAt: string;
  readTime: string;
  categories: string[];
  location: string | null;
  featuredImage: string | null;
  featuredImagePosition: string;
  videoUrl: string | null;
  videoType: 'youtube' | 'mp4' | null;
  videoThumbnail: string | null;
  /** Only for admins (the short URL box on the post page). */
  shortCode?: string;
}

/** A published article with its body; `content` already carries the affiliate links. */
export interface ArticleDetail extends ArticleSummary {
  content: string;
  sourceUrl: string | null;
  photoCredit: string | null;
  photoSource: string | null;
  photoSourceUrl: string | null;
  updatedAt: string;
}

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const IMAGE_POSITIONS = ['center', 'top', 'bottom'] as const;
export const VIDEO_TYPES = ['youtube', 'mp4'] as const;
