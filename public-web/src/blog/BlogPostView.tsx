import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { AdminPostActions } from './AdminPostActions';
import { ArticleMedia } from './ArticleMedia';
import { ArticleSources } from './ArticleSources';
import type { ArticleDetail } from './blog-api';
import { formatPostDate, postDay } from './format';
import { guardArticleHtml } from './guard-html';
import { QuoteCta } from './QuoteCta';

export function BlogPostView({ article, isAdmin }: { article: ArticleDetail; isAdmin: boolean }) {
  const html = useMemo(() => guardArticleHtml(article.content), [article.content]);
  const date = formatPostDate(postDay(article));
  return (
    <article className="blog-post">
      <div className="container blog-post__container">
        <Link to="/blog" className="button button--ghost blog-post__back">
          <span aria-hidden="true">←</span> Back to Blog
        </Link>
        {isAdmin && <AdminPostActions article={article} />}
        <header className="blog-post__header">
          {article.categories.length > 0 && (
            <ul className="blog-post__categories" aria-label="Categories">
              {article.categories.map((category) => (
                <li key={category} className="chip">
                  {category}
                </li>
              ))}
            </ul>
          )}
          <h1 className="blog-post__title">{article.title}</h1>
          <p className="blog-post__excerpt">{article.excerpt}</p>
          <dl className="blog-post__meta">
            <div>
              <dt>Author</dt>
              <dd>{article.author}</dd>
            </div>
            {date && (
              <div>
                <dt>Published</dt>
                <dd>
                  <time dateTime={postDay(article)}>{date}</time>
                </dd>
              </div>
            )}
            {article.readTime && (
              <div>
                <dt>Read time</dt>
                <dd>{article.readTime}</dd>
              </div>
            )}
            {article.location && (
              <div>
                <dt>Location</dt>
                <dd>{article.location}</dd>
              </div>
            )}
          </dl>
        </header>
        <ArticleMedia article={article} />
        <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />
        <ArticleSources article={article} />
        <section className="blog-post__cta" aria-labelledby="blog-cta-title">
          <h2 id="blog-cta-title">Ready for a cleaner yard?</h2>
          <p>Tell us about your dogs and your yard, and get an instant price. No contracts, cancel anytime.</p>
          <QuoteCta />
        </section>
      </div>
    </article>
  );
}
