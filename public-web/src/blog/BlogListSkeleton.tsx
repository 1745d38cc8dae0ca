/** Placeholder cards with the real cards' size, so nothing jumps when the list arrives. */
export function BlogListSkeleton() {
  return (
    <div className="blog-grid" aria-busy="true" aria-label="Loading articles">
      {[0, 1, 2].map((i) => (
        <div key={i} className="blog-card blog-card--skeleton" aria-hidden="true">
          <div className="blog-card__media skeleton" />
          <div className="blog-card__body">
            <div className="skeleton skeleton--line skeleton--short" />
            <div className="skeleton skeleton--title" />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line" />
          </div>
        </div>
      ))}
    </div>
  );
}
