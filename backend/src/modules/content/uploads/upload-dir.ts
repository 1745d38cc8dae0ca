import { join, resolve } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { static as serveStatic } from 'express';
import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../../../config/config';

/** DESIGN §7 file storage: UPLOAD_DIR, by default uploads/ under DATA_DIR. */
export function uploadDirOf(config: AppConfig): string {
  return resolve(config.env.UPLOAD_DIR ?? join(config.env.DATA_DIR, 'uploads'));
}

/** Serves uploads at /uploads; a missing file is a plain 404, never the single-page app's index.html. */
export function serveUploads(app: INestApplication, config: AppConfig): void {
  app.use('/uploads', serveStatic(uploadDirOf(config), { index: false, dotfiles: 'deny', maxAge: '30d', immutable: true, fallthrough: true }));
  app.use('/uploads', (_req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next();
    res
      .status(404)
      .type('application/problem+json')
      .json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'File not found', code: 'NOT_FOUND' });
  });
}
