import { isoOrNull } from '../../../platform/http/simple-rest';
import { ArticleDetail, ArticleSummary } from '../domain/article.types';

export type ArticleRow = Record<string, unknown>;

const text = (value: unknown): string | null => (value == null ? null : String(value));

export function toSummary(row: ArticleRow, withShortCode: boolean): ArticleSummary {
  const summary: ArticleSummary = {
    id: String(row.id),
    title: String(row.title),
    slug: String(row.slug),
    excerpt: String(row.excerpt ?? ''),
    author: String(row.author ?? ''),
    publishedDate: text(row.published_date),
    createdAt: isoOrNull(row.created_at)!,
    readTime: String(row.read_time ?? ''),
    categories: (row.categories as string[] | null) ?? [],
    location: text(row.location),
    featuredImage: text(row.featured_image),
    featuredImagePosition: String(row.featured_image_position ?? 'center'),
    videoUrl: text(row.video_url),
    videoType: (text(row.video_type) as ArticleSummary['videoType']) ?? null,
    videoThumbnail: text(row.video_thumbnail),
  };
  if (withShortCode && row.short_code) summary.shortCode = String(row.short_code);
  return summary;
}

export function toDetail(row: ArticleRow, withShortCode: boolean, content: string): ArticleDetail {
  return {
    ...toSummary(row, withShortCode),
    content,
    sourceUrl: text(row.source_url),
    photoCredit: text(row.photo_credit),
    photoSource: text(row.photo_source),
    photoSourceUrl: text(row.photo_source_url),
    updatedAt: isoOrNull(row.updated_at)!,
  };
}
