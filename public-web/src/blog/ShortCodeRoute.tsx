import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { isShortCode } from '../../../backend/src/modules/content/domain/short-code';
import { BlogPostPage } from './BlogPostPage';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** /:shortCode is a post only for one lowercase letter and an optional digit; any other single segment is a 404. */
export default function ShortCodeRoute() {
  const { shortCode = '' } = useParams();
  if (!isShortCode(shortCode)) return <NotFoundPage />;
  return <BlogPostPage key={shortCode} source={{ kind: 'short-code', code: shortCode }} />;
}
