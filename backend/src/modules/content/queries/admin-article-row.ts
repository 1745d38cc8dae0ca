import { containsPattern, isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';

export const ARTICLE_COLUMNS = `a.*, s.short_code, (select count(*) from short_url_clicks c where c.short_url_id = s.id)::int as clicks`;
export const ARTICLE_FROM = `scoopers_articles a left join short_urls s on s.article_id = a.id`;

export interface AdminArticle {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  status: string;
  featured_image: string | null;
  featured_image_position: string;
  video_url: string | null;
  video_type: string | null;
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

const text = (v: unknown) => (v == null ? null : String(v));

export const toAdminArticle = (row: Record<string, unknown>): AdminArticle => ({
  id: String(row.id),
  title: String(row.title),
  slug: String(row.slug),
  excerpt: String(row.excerpt ?? ''),
  content: String(row.content ?? ''),
  author: String(row.author ?? ''),
  status: String(row.status),
  featured_image: text(row.featured_image),
  featured_image_position: String(row.featured_image_position ?? 'center'),
  video_url: text(row.video_url),
  video_type: text(row.video_type),
  video_thumbnail: text(row.video_thumbnail),
  published_date: text(row.published_date),
  read_time: String(row.read_time ?? ''),
  location: text(row.location),
  source_url: text(row.source_url),
  photo_credit: text(row.photo_credit),
  photo_source: text(row.photo_source),
  photo_source_url: text(row.photo_source_url),
  categories: (row.categories as string[] | null) ?? [],
  short_code: text(row.short_code),
  clicks: Number(row.clicks ?? 0),
  created_at: isoOrNull(row.created_at)!,
  updated_at: isoOrNull(row.updated_at)!,
});

export const ARTICLES: ResourceSpec<AdminArticle> = {
  resource: 'articles',
  from: ARTICLE_FROM,
  select: ARTICLE_COLUMNS,
  sortable: {
    id: 'a.created_at',
    title: 'lower(a.title)',
    status: 'a.status',
    author: 'lower(a.author)',
    published_date: 'a.published_date',
    created_at: 'a.created_at',
    updated_at: 'a.updated_at',
    short_code: 's.short_code',
  },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'a.id',
  filters: {
    q: (value, bind) => (String(value).trim() ? `a.title ilike ${bind(containsPattern(value))}` : null),
    status: (value, bind) => `a.status = any(${bind((Array.isArray(value) ? value : [value]).map(String))})`,
  },
  map: toAdminArticle,
};
