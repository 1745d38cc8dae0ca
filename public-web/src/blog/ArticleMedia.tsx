import { ArticleArt } from './ArticleArt';
import type { ArticleDetail } from './blog-api';
import { objectPosition } from './format';
import { youtubeEmbedUrl, youtubeId } from './youtube';

/** The post's video (YouTube or mp4) when it has one, else its featured image, else the drawn cover. */
export function ArticleMedia({ article }: { article: ArticleDetail }) {
  if (article.videoUrl && article.videoType === 'youtube') {
    const id = youtubeId(article.videoUrl);
    if (id) {
      return (
        <div className="article-media article-media--video">
          <iframe
            src={youtubeEmbedUrl(id)}
            title={`Video: ${article.title}`}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      );
    }
  }
  if (article.videoUrl && article.videoType === 'mp4') {
    return (
      <div className="article-media article-media--video">
        <video controls preload="metadata" poster={article.videoThumbnail ?? undefined} aria-label={`Video: ${article.title}`}>
          <source src={article.videoUrl} type="video/mp4" />
        </video>
      </div>
    );
  }
  if (article.featuredImage) {
    return (
      <figure className="article-media">
        <img src={article.featuredImage} alt="" style={{ objectPosition: objectPosition(article.featuredImagePosition) }} />
        {article.photoCredit && <figcaption className="article-media__credit">Photo: {article.photoCredit}</figcaption>}
      </figure>
    );
  }
  return (
    <div className="article-media article-media--art">
      <ArticleArt category={article.categories[0]} slug={article.slug} />
    </div>
  );
}
