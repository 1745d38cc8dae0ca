import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Application, NextFunction, Request, Response } from 'express';
import { static as serveStatic } from 'express';
import compression from 'compression';
import { NestExpressApplication } from '@nestjs/platform-express';
import { IndexTemplate } from './index-template';
import { RouteChunks, withPreloads } from './route-chunks';
import { PublicPageHead } from './public-page-head';
import { matchSiteRoute, type SiteRoutePattern } from './site-routes';
import { behindGate } from './gated-layers';

// backend/src/platform/http and dist/backend/platform/http are both four levels below the project root.
const PROJECT_ROOT = resolve(__dirname, '../../../..');
export const WEB_ROOT = join(PROJECT_ROOT, 'dist/public-web');
export const ADMIN_ROOT = join(PROJECT_ROOT, 'dist/admin-ui');

export interface StaticAppsOptions {
  /** The built public site; tests point this at a fixture. */
  webRoot?: string;
  adminRoot?: string;
}

const logger = new Logger('StaticApps');

/** Serves the built public site at / (head tags filled in per page) and the admin at /admin, each with history fallback. */
export function serveSinglePageApps(app: NestExpressApplication, options: StaticAppsOptions = {}): void {
  // Mounted before the API's routes, so an /api request would otherwise pass every one of these layers first (the
  // compression wrapper on each answer, a file lookup in the site's folder on each GET): none of them ever answers
  // /api (the compression filter, the site fallback and the site's folder all leave it alone), so /api skips them.
  behindGate(
    app.getHttpAdapter().getInstance() as Application,
    (req) => !API_PATH.test(req.originalUrl),
    () => {
      app.use(compressPages());
      const heads = lazyPageHead(app);
      mountCrawlerFiles(app, heads);
      mountAdmin(app, options.adminRoot ?? ADMIN_ROOT);
      mountFieldApp(app, options.webRoot ?? WEB_ROOT);
      mountPublicSite(app, options.webRoot ?? WEB_ROOT, heads);
    },
  );
}

// The API's own paths: the site fallback's test below, and the compression filter's prefix, leave these alone.
const API_PATH = /^\/api([/?]|$)/;

/** /sitemap.xml and /robots.txt, generated from the routes and the published articles. */
function mountCrawlerFiles(app: NestExpressApplication, heads: () => PublicPageHead | null): void {
  app.use('/sitemap.xml', (req: Request, res: Response, next: NextFunction) => {
    const head = heads();
    if (!head || !isRead(req) || req.path !== '/') return next();
    head
      .sitemapXml()
      .then((xml) => res.setHeader('Cache-Control', 'public, max-age=3600').type('application/xml').send(xml))
      .catch(next);
  });
  app.use('/robots.txt', (req: Request, res: Response, next: NextFunction) => {
    const head = heads();
    if (!head || !isRead(req) || req.path !== '/') return next();
    res.setHeader('Cache-Control', 'public, max-age=3600').type('text/plain').send(head.robotsTxt());
  });
}

function mountAdmin(app: NestExpressApplication, root: string): void {
  const index = join(root, 'index.html');
  if (!existsSync(index)) return;
  // redirect: false answers /admin itself with the page (no 301 to /admin/ first: one round trip less before the sign-in page).
  app.use('/admin', serveStatic(root, { index: false, redirect: false, maxAge: '1h', setHeaders: cacheHashedAssets }));
  app.use('/admin', (req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/** The field app (issue 16): its own page of the public site's build, at /field and below. */
function mountFieldApp(app: NestExpressApplication, root: string): void {
  const page = join(root, 'field.html');
  if (!existsSync(page)) return;
  app.use('/field', (req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.sendFile(page);
  });
}

function mountPublicSite(app: NestExpressApplication, root: string, heads: () => PublicPageHead | null): void {
  const index = join(root, 'index.html');
  if (!existsSync(index)) return;
  const template = new IndexTemplate(index);
  const chunks = new RouteChunks(root);
  app.use('/', serveStatic(root, { index: false, maxAge: '1h', setHeaders: cacheHashedAssets }));
  app.use('/', (req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req) || /^\/(api|admin|uploads)([/?]|$)/.test(req.originalUrl) || !req.accepts('html')) return next();
    const route = matchSiteRoute(req.path);
    void Promise.all([renderPage(req.path, route, template, heads()), chunks.tagsFor(route)])
      // A missing post's 404 page shows the site's small not-found view: nothing of the post's page to fetch early.
      .then(([rendered, preloads]) => (rendered.status === 200 ? { ...rendered, html: withPreloads(rendered.html, preloads) } : rendered))
      .then((page) => res.status(page.status).setHeader('Cache-Control', 'no-cache').type('html').send(page.html))
      .catch(next);
  });
}

async function renderPage(
  path: string,
  route: SiteRoutePattern | null,
  template: IndexTemplate,
  head: PublicPageHead | null,
): Promise<{ status: number; html: string }> {
  const html = await template.read();
  // A path no client route matches is a real 404 (the site shows its "Page not found" view), never a soft one.
  const status = route ? 200 : 404;
  if (!head) return { status, html };
  try {
    return (await head.render(path, html)) ?? { status, html };
  } catch (error) {
    // The page still works without its tags; the visitor never pays for an SEO failure.
    logger.warn(`Head tags for ${path} failed: ${(error as Error).message}`);
    return { status, html };
  }
}

/** The SEO provider, looked up when the first request needs it (after the module graph exists). */
function lazyPageHead(app: NestExpressApplication): () => PublicPageHead | null {
  let looked = false;
  let found: PublicPageHead | null = null;
  return () => {
    if (looked) return found;
    looked = true;
    try {
      found = app.get(PublicPageHead, { strict: false });
    } catch {
      found = null;
    }
    return found;
  };
}

function isRead(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

function cacheHashedAssets(res: Response, path: string): void {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/** Gzips the pages, scripts and styles (a phone on a slow network downloads a quarter of the bytes); /api answers are left alone, so the chat's event stream is never buffered. */
function compressPages() {
  return compression({ filter: (req: Request, res: Response) => !req.originalUrl.startsWith('/api') && compression.filter(req, res) });
}
