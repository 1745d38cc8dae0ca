import { SimplePage } from './SimplePage';

export default function BlogPage() {
  return (
    <SimplePage title="Blog" eyebrow="Tips and local news">
      <p className="page-lead">
        Pet health, yard care and dog-friendly places around the Santa Clarita Valley. Our first articles are on their
        way.
      </p>
    </SimplePage>
  );
}
