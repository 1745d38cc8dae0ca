import type { Application, NextFunction, Request, RequestHandler, Response } from 'express';

const READS = new Set(['GET', 'HEAD']);

/**
 * Express tags every answer it sends with an ETag (a hash of the body), but an ETag only serves conditional GETs and
 * HEADs: on the answer to a POST, PUT, PATCH or DELETE no client sends it back, and hashing each JSON answer cost
 * about 3% of the quote API's time. For those methods the response reads its settings from a view of the app's
 * settings without the ETag function (res.send then skips the hash); every other setting is the app's own, live.
 */
export function noEtagOnWrites(app: Application): RequestHandler {
  const settings = Object.create(app.settings as object, { 'etag fn': { value: undefined, enumerable: true } }) as Record<string, unknown>;
  const writesApp = Object.create(app, { settings: { value: settings } }) as Application;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!READS.has(req.method)) res.app = writesApp;
    next();
  };
}
