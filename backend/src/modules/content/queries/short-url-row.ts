import { containsPattern, isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';

export interface ShortUrlRow {
  id: string;
  shortCode: string;
  articleId: string;
  articleTitle: string;
  slug: string;
  status: string;
  userUrl: string;
  socialUrl: string;
  clicks: number;
  lastClickedAt: string | null;
  createdAt: string;
}

export const SHORT_URLS_FROM = `short_urls s join scoopers_articles a on a.id = s.article_id
  left join lateral (select count(*)::int as clicks, max(clicked_at) as last_clicked_at from short_url_clicks c where c.short_url_id = s.id) c on true`;

/** short_urls with their post and click counts; the user URL and social URL are built on the site's public address. */
export function shortUrlsResource(publicUrl: string): ResourceSpec<ShortUrlRow> {
  return {
    resource: 'short-urls',
    from: SHORT_URLS_FROM,
    select: `s.id, s.short_code, s.article_id, s.created_at, a.title, a.slug, a.status, c.clicks, c.last_clicked_at`,
    sortable: {
      id: 's.created_at',
      createdAt: 's.created_at',
      shortCode: 's.short_code',
      articleTitle: 'lower(a.title)',
      clicks: 'c.clicks',
      lastClickedAt: 'c.last_clicked_at',
    },
    defaultSort: ['createdAt', 'DESC'],
    idColumn: 's.id',
    filters: {
      q: (value, bind) => {
        if (!String(value).trim()) return null;
        const p = bind(containsPattern(value));
        return `(a.title ilike ${p} or s.short_code ilike ${p} or a.slug ilike ${p})`;
      },
    },
    map: (row) => ({
      id: String(row.id),
      shortCode: String(row.short_code),
      articleId: String(row.article_id),
      articleTitle: String(row.title),
      slug: String(row.slug),
      status: String(row.status),
      userUrl: `${publicUrl}/${row.short_code}`,
      socialUrl: `${publicUrl}/blog/${row.slug}`,
      clicks: Number(row.clicks ?? 0),
      lastClickedAt: isoOrNull(row.last_clicked_at),
      createdAt: isoOrNull(row.created_at)!,
    }),
  };
}
