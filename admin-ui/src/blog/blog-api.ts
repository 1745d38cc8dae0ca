import type { DataProvider } from 'react-admin';
import { httpClient } from '../providers/httpClient';

export type UploadKind = 'image' | 'video';

export interface BlogMethods {
  /** Stores a blog image or video and answers its public URL ('/uploads/blog-images/…'). */
  uploadFile: (file: File, kind: UploadKind) => Promise<{ url: string }>;
  toggleAffiliateLink: (id: string) => Promise<{ id: string; is_active: boolean }>;
  /** Puts back whichever of the six fixed articles were deleted; answers how many. */
  restoreFixedArticles: () => Promise<{ restored: number }>;
}

export const blogMethods: BlogMethods = {
  uploadFile: async (file, kind) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    const { json } = await httpClient('/api/admin/uploads', { method: 'POST', body });
    return json as { url: string };
  },
  toggleAffiliateLink: async (id) => {
    const { json } = await httpClient(`/api/admin/affiliate-links/${encodeURIComponent(id)}/toggle`, { method: 'POST', body: JSON.stringify({}) });
    return json as { id: string; is_active: boolean };
  },
  restoreFixedArticles: async () => {
    const { json } = await httpClient('/api/admin/articles/restore-fixed', { method: 'POST', body: JSON.stringify({}) });
    return json as { restored: number };
  },
};

/** Admin resource names whose API lives under another name (the spec's /admin/blog is the articles API). */
export const RESOURCE_ALIASES: Record<string, string> = { blog: 'articles' };

/** Sends each call for an aliased resource to its API name; the records come back as they are. */
export function withResourceAliases<T extends DataProvider>(provider: T, aliases: Record<string, string> = RESOURCE_ALIASES): T {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      return (resource: unknown, ...rest: unknown[]) => method.call(target, typeof resource === 'string' ? (aliases[resource] ?? resource) : resource, ...rest);
    },
  });
}
