import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '../auth/SessionContext';
import { BlogCard } from '../blog/BlogCard';
import { BlogListSkeleton } from '../blog/BlogListSkeleton';
import { blogQueryClient, useArticles } from '../blog/blog-query';
import { usePageTitle } from '../navigation/usePageTitle';
import { useSiteConfig } from '../site/SiteConfigContext';
import '../styles/blog.css';

function BlogList() {
  const { session } = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.isAdmin;
  const query = useArticles(isAdmin);

  if (query.isPending) return <BlogListSkeleton />;
  // Spec 000 §8: a blog load failure shows an empty list.
  if (query.isError) console.error('Blog list failed to load:', query.error);
  const articles = query.data ?? [];
  if (!articles.length) {
    return (
      <div className="blog-empty">
        <h2>No articles yet</h2>
        <p>We are writing our first posts. Check back soon for yard care tips and local dog news.</p>
      </div>
    );
  }
  return (
    <div className="blog-grid">
      {articles.map((article) => (
        <BlogCard key={article.id} article={article} showShortLink={isAdmin} />
      ))}
    </div>
  );
}

export default function BlogPage() {
  usePageTitle('Blog');
  const { serviceArea } = useSiteConfig();
  return (
    <div className="blog-page">
      <header className="blog-hero">
        <div className="container">
          <p className="eyebrow">Tips and local news</p>
          <h1>The Scoop Blog</h1>
          <p className="blog-hero__lead">Pet health, yard care and dog-friendly places around the {serviceArea}.</p>
        </div>
      </header>
      <div className="container blog-page__list">
        <QueryClientProvider client={blogQueryClient}>
          <BlogList />
        </QueryClientProvider>
      </div>
    </div>
  );
}
