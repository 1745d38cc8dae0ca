import { useEffect } from 'react';
import { useSiteConfig } from '../site/SiteConfigContext';

export function usePageTitle(title: string | null): void {
  const { name, serviceArea } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : `${name} | Pet Waste Removal in the ${serviceArea}`;
  }, [title, name, serviceArea]);
}
