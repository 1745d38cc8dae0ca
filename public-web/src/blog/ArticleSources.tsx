import type { ArticleDetail } from './blog-api';
import { hostOf } from './format';

/** Sources and attribution: where the facts and the photo come from. */
export function ArticleSources({ article }: { article: ArticleDetail }) {
  const { sourceUrl, photoCredit, photoSource, photoSourceUrl } = article;
  if (!sourceUrl && !photoCredit && !photoSource) return null;
  return (
    <section className="article-sources" aria-labelledby="article-sources-title">
      <h2 id="article-sources-title" className="article-sources__title">
        Sources and attribution
      </h2>
      <ul>
        {sourceUrl && (
          <li>
            Source:{' '}
            <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
              {hostOf(sourceUrl)}
            </a>
          </li>
        )}
        {(photoCredit || photoSource) && (
          <li>
            Photo{photoCredit ? ` by ${photoCredit}` : ''}
            {photoSource && (
              <>
                {' '}
                via{' '}
                {photoSourceUrl ? (
                  <a href={photoSourceUrl} target="_blank" rel="noopener noreferrer">
                    {photoSource}
                  </a>
                ) : (
                  photoSource
                )}
              </>
            )}
          </li>
        )}
      </ul>
    </section>
  );
}
