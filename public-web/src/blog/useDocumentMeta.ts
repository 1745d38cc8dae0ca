import { useEffect } from 'react';
import { useSiteConfig } from '../site/SiteConfigContext';

/** The tab title and meta description, matching what the server already put in the HTML for crawlers. */
export function useDocumentMeta(title: string | null, description: string | null): void {
  const { name } = useSiteConfig();
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${name}`;
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, name]);
}
