import { useParams } from 'react-router-dom';
import { BlogPostPage } from './BlogPostPage';

export default function BlogSlugRoute() {
  const { slug = '' } = useParams();
  return <BlogPostPage key={slug} source={{ kind: 'slug', slug }} />;
}
