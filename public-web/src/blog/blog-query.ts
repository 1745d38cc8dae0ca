import { QueryClient, useQuery } from '@tanstack/react-query';
import { fetchArticleByShortCode, fetchArticleBySlug, fetchArticles, isNotFound } from './blog-api';

/** Spec 001 §9: the blog list is fresh for 5 minutes and kept for 10. */
export const BLOG_STALE_MS = 5 * 60_000;
export const BLOG_GC_MS = 10 * 60_000;

/** One cache for every blog page, kept across navigations (the rest of the site does not load this library). */
export const blogQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: BLOG_STALE_MS,
      gcTime: BLOG_GC_MS,
      refetchOnWindowFocus: false,
      // A missing post is an answer, not a hiccup.
      retry: (failures, error) => !isNotFound(error) && failures < 2,
    },
  },
});

/** Admins get short codes in the same list, so their answer is cached apart. */
export const articlesKey = (isAdmin: boolean) => ['articles', isAdmin ? 'admin' : 'visitor'] as const;

export function useArticles(isAdmin: boolean) {
  return useQuery({ queryKey: articlesKey(isAdmin), queryFn: ({ signal }) => fetchArticles(signal) });
}

export type PostSource = { kind: 'slug'; slug: string } | { kind: 'short-code'; code: string };

export function useArticle(source: PostSource, isAdmin: boolean, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: source.kind === 'slug' ? ['article', source.slug, isAdmin] : ['short-link', source.code, isAdmin],
    queryFn: ({ signal }) => (source.kind === 'slug' ? fetchArticleBySlug(source.slug, signal) : fetchArticleByShortCode(source.code, signal)),
    // Each short-link visit is counted by the server, so it is fetched once per page view.
    ...(source.kind === 'short-code' ? { staleTime: 0, gcTime: 0 } : {}),
  });
}
