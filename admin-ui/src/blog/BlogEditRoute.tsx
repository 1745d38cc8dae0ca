import { lazy, Suspense } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router-dom';

const BlogEdit = lazy(() => import('./BlogEdit'));

/** The spec's editor address, /admin/blog/edit/{postId}, opens the same editor as /admin/blog/{postId}. */
export function BlogEditRoute() {
  const { id } = useParams<{ id: string }>();
  return (
    <ResourceContextProvider value="blog">
      <Suspense fallback={<Loading />}>
        <BlogEdit id={id} />
      </Suspense>
    </ResourceContextProvider>
  );
}

export const BLOG_EDIT_PATH = '/blog/edit/:id';
