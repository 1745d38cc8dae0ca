import { useEffect } from 'react';
import { useSiteConfig } from '../site/SiteConfigContext';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets the document title and, when given, the meta description (put back when the page goes). */
export function usePageTitle(title: string | null, description?: string): void {
  const { name, serviceArea } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : `${name} | Pet Waste Removal in the ${serviceArea}`;
  }, [title, name, serviceArea]);

  useEffect(() => {
    if (!description) return undefined;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
