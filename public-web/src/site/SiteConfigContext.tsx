import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_SITE_CONFIG, fetchSiteConfig, type SiteConfig } from './site-config';

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function SiteConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<SiteConfig>(DEFAULT_SITE_CONFIG);

  useEffect(() => {
    const controller = new AbortController();
    fetchSiteConfig(controller.signal)
      .then(setConfig)
      .catch((error: unknown) => {
        // The defaults are already on screen, so a failed lookup is only worth a log line.
        if (!controller.signal.aborted) console.warn('Using default business details:', error);
      });
    return () => controller.abort();
  }, []);

  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
