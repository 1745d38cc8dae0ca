import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../auth/SessionContext';
import { isNotFound } from './blog-api';
import { blogQueryClient, useArticle, type PostSource } from './blog-query';
import { BlogPostView } from './BlogPostView';
import { useDocumentMeta } from './useDocumentMeta';
import '../styles/blog.css';

/** How long 'Blog post not found' stays before the visitor is taken to the list. */
export const NOT_FOUND_REDIRECT_MS = 2000;

function BlogPost({ source }: { source: PostSource }) {
  const { session } = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.isAdmin;
  const navigate = useNavigate();
  // Waits for the session so admins fetch once, with their short code, and a short link counts one visit.
  const ready = session.status !== 'loading';
  const query = useArticle(source, isAdmin, ready);
  const missing = query.isError;

  useDocumentMeta(query.data?.title ?? (missing ? 'Blog post not found' : null), query.data?.excerpt ?? null);

  useEffect(() => {
    if (!missing) return;
    if (!isNotFound(query.error)) console.error('Blog post failed to load:', query.error);
    const timer = window.setTimeout(() => navigate('/blog', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [missing, query.error, navigate]);

  if (query.data) return <BlogPostView article={query.data} isAdmin={isAdmin} />;
  if (missing) {
    return (
      <div className="blog-post-missing container container--narrow">
        <p className="blog-post-missing__title" role="status">
          Blog post not found
        </p>
        <p className="blog-post-missing__text">Taking you back to the blog…</p>
      </div>
    );
  }
  return <div className="blog-post blog-post--loading" aria-busy="true" aria-label="Loading article" />;
}

/** /blog/:slug and /:shortCode (spec 001 §2). */
export function BlogPostPage({ source }: { source: PostSource }) {
  return (
    <QueryClientProvider client={blogQueryClient}>
      <BlogPost source={source} />
    </QueryClientProvider>
  );
}
