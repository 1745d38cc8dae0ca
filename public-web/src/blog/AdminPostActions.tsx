import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../ui/toast';
import { deleteArticle, type ArticleDetail } from './blog-api';
import { blogQueryClient } from './blog-query';
import { ShortUrlBox } from './ShortUrlBox';

/** Admins only: the short URL box, and Edit / Delete for the post. */
export function AdminPostActions({ article }: { article: ArticleDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!window.confirm(`Delete "${article.title}"? This action cannot be undone.`)) return;
    setBusy(true);
    try {
      await deleteArticle(article.id);
      await blogQueryClient.invalidateQueries();
      toast.show({ title: 'Blog post deleted', variant: 'success', followsNavigation: true });
      navigate('/blog');
    } catch (error) {
      console.error('Delete failed:', error);
      toast.show({ title: 'Error', description: 'Failed to delete blog post', variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <aside className="admin-post-actions" aria-label="Post tools">
      {article.shortCode && <ShortUrlBox code={article.shortCode} />}
      <div className="button-row">
        <a className="button button--primary" href={`/admin/blog/edit/${encodeURIComponent(article.id)}`}>
          Edit
        </a>
        <button type="button" className="button button--danger" onClick={remove} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </aside>
  );
}
