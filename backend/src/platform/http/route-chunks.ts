import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeHeadEnd, escapeHtml } from './html';
import { type SiteRoutePattern } from './site-routes';

/** One chunk of Vite's build manifest (dist/public-web/.vite/manifest.json), keyed by its source or `_name.js`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The lazy page module each content route renders (public-web/src/App.tsx's `lazy(() => import(…))`), as the manifest
 * names it: the pages a visitor lands on from a search or a link. The account and order pages are left to load as before.
 */
export const ROUTE_MODULES: Partial<Record<SiteRoutePattern, string>> = {
  '/blog/:slug': 'src/blog/BlogSlugRoute.tsx',
  '/blog': 'src/pages/BlogPage.tsx',
  '/faq': 'src/pages/FaqPage.tsx',
  '/santa-clarita': 'src/pages/SantaClaritaPage.tsx',
  '/valencia': 'src/pages/ValenciaPage.tsx',
  '/privacy': 'src/pages/PrivacyPage.tsx',
  '/terms': 'src/pages/TermsPage.tsx',
  '/data-deletion': 'src/pages/DataDeletionPage.tsx',
};

/** A chunk and every chunk it imports statically, each once (the manifest's keys). */
function withImports(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !Object.hasOwn(manifest, key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The head tags that fetch a lazy page's scripts (modulepreload, as index.html's own) and styles (preload) beside the
 * entry's, instead of after the entry has run and asked for them: one round trip less before the page's content. The
 * entry's own chunks are left out (index.html preloads them already); an unknown module gives no tags.
 */
export function preloadTags(manifest: BuildManifest, module: string): string[] {
  const loaded = withImports(manifest, 'index.html');
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of withImports(manifest, module)) {
    if (loaded.has(key)) continue;
    scripts.push(manifest[key].file);
    for (const css of manifest[key].css ?? []) styles.add(css);
  }
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    ...[...styles].map((file) => `<link rel="preload" as="style" href="/${escapeHtml(file)}" />`),
  ];
}

/** The page's HTML with the tags before </head>. */
export function withPreloads(html: string, tags: string[]): string {
  return tags.length ? beforeHeadEnd(html, tags.join('\n    ')) : html;
}

/** The built site's manifest, read once per process; a build without one (or a test's fixture) preloads nothing. */
export class RouteChunks {
  private manifest?: Promise<BuildManifest | null>;
  private readonly tags = new Map<string, string[]>();

  constructor(private readonly root: string) {}

  /** The preload tags for a route's lazy page; none for a page that has none (or no page), or without a manifest. */
  async tagsFor(route: SiteRoutePattern | null): Promise<string[]> {
    const module = route ? ROUTE_MODULES[route] : undefined;
    if (!module) return [];
    this.manifest ??= readFile(join(this.root, '.vite', 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as BuildManifest,
      () => null,
    );
    const manifest = await this.manifest;
    if (!manifest) return [];
    let tags = this.tags.get(module);
    if (!tags) this.tags.set(module, (tags = preloadTags(manifest, module)));
    return tags;
  }
}
