import { ApiError, getJson, NetworkError } from '../api/http';

/** A published article as GET /api/articles lists it; shortCode only reaches admins. */
export interface ArticleSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
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
  shortCode?: string;
}

/** One post; `content` is sanitised and affiliate-linked by the server. */
export interface ArticleDetail extends ArticleSummary {
  content: string;
  sourceUrl: string | null;
  photoCredit: string | null;
  photoSource: string | null;
  photoSourceUrl: string | null;
  updatedAt: string;
}

export async function fetchArticles(signal?: AbortSignal): Promise<ArticleSummary[]> {
  const body = await getJson<{ data?: ArticleSummary[] }>('/api/articles', signal);
  return Array.isArray(body?.data) ? body.data : [];
}

export function fetchArticleBySlug(slug: string, signal?: AbortSignal): Promise<ArticleDetail> {
  return getJson<ArticleDetail>(`/api/articles/${encodeURIComponent(slug)}`, signal);
}

/** Also counts the visit in short_url_clicks. */
export function fetchArticleByShortCode(code: string, signal?: AbortSignal): Promise<ArticleDetail> {
  return getJson<ArticleDetail>(`/api/short-links/${encodeURIComponent(code)}`, signal);
}

export async function deleteArticle(id: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/articles/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, null);
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
