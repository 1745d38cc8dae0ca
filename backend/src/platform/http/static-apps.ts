import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { static as serveStatic } from 'express';
import { NestExpressApplication } from '@nestjs/platform-express';

// backend/src/platform/http and dist/backend/platform/http are both four levels below the project root.
const PROJECT_ROOT = resolve(__dirname, '../../../..');
export const WEB_ROOT = join(PROJECT_ROOT, 'dist/public-web');
export const ADMIN_ROOT = join(PROJECT_ROOT, 'dist/admin-ui');

/** Serves the built public site at / and the admin at /admin, each with history fallback. */
export function serveSinglePageApps(app: NestExpressApplication): void {
  mount(app, '/admin', ADMIN_ROOT);
  mount(app, '/', WEB_ROOT);
}

function mount(app: NestExpressApplication, base: string, root: string): void {
  if (!existsSync(join(root, 'index.html'))) return;
  app.use(base, serveStatic(root, { index: false, maxAge: '1h', setHeaders: cacheHashedAssets }));
  app.use(base, (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.originalUrl.startsWith('/api')) return next();
    if (base === '/' && req.originalUrl.startsWith('/admin')) return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(root, 'index.html'));
  });
}

function cacheHashedAssets(res: Response, path: string): void {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
