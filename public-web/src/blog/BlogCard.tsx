import { Link } from 'react-router-dom';
import { ArticleArt } from './ArticleArt';
import type { ArticleSummary } from './blog-api';
import { formatPostDate, objectPosition, postDay } from './format';

export function BlogCard({ article, showShortLink }: { article: ArticleSummary; showShortLink: boolean }) {
  const category = article.categories[0];
  const image = article.featuredImage ?? article.videoThumbnail;
  const date = formatPostDate(postDay(article));
  return (
    <article className="blog-card">
      <div className="blog-card__media">
        {image ? (
          <img src={image} alt="" loading="lazy" style={{ objectPosition: objectPosition(article.featuredImagePosition) }} />
        ) : (
          <ArticleArt category={category} slug={article.slug} />
        )}
        {category && <span className="blog-card__category">{category}</span>}
      </div>
      <div className="blog-card__body">
        <p className="blog-card__meta">
          {date && <time dateTime={postDay(article)}>{date}</time>}
          {date && article.readTime && <span aria-hidden="true"> · </span>}
          {article.readTime && <span>{article.readTime}</span>}
        </p>
        <h2 className="blog-card__title">
          <Link to={`/blog/${article.slug}`} className="blog-card__link">
            {article.title}
          </Link>
        </h2>
        <p className="blog-card__excerpt">{article.excerpt}</p>
        {showShortLink && article.shortCode && (
          <p className="blog-card__short">
            Short link: <a href={`/${article.shortCode}`}>/{article.shortCode}</a>
          </p>
        )}
        <span className="blog-card__more" aria-hidden="true">
          Read article →
        </span>
      </div>
    </article>
  );
}
