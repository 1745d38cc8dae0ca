import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Problem } from './problem';
import { writeProblem } from './write-problem';

export interface CrossSiteOptions {
  /** PUBLIC_URL: its origin is the app's own (so is the origin of the Host the request came to). */
  publicUrl: string;
  /** The session cookie: a request carrying it acts for whoever signed in. */
  sessionCookie: string;
  /** The staff API's paths. */
  isAdminPath: (url: string) => boolean;
  /** Posts that start a session (sign-in): refused from another site even without a cookie (login CSRF). */
  startsSession?: (url: string) => boolean;
}

export const CROSS_SITE_REQUEST_MESSAGE = 'This request came from another site, so it was refused.';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Fetch metadata for the app's own pages (same-origin) and for what the user typed or bookmarked (none).
const OWN_SITES = new Set(['same-origin', 'none']);

export const crossSiteProblem = () => new Problem(HttpStatus.FORBIDDEN, 'Forbidden', CROSS_SITE_REQUEST_MESSAGE, undefined, 'CROSS_SITE_REQUEST');

/**
 * CSRF at the edge. Another site may link to our pages, but a request it makes with the visitor's session cookie is
 * refused: a staff API read whose fetch metadata says another site, and any state-changing request whose
 * Sec-Fetch-Site, Origin or Referer names another origin. Requests without the cookie (webhooks, anonymous beacons,
 * one-click unsubscribe from a mail client) carry no one's authority and pass, except the posts that start a session:
 * another site's form could otherwise sign the visitor into the attacker's account (login CSRF), cookie or none.
 */
export function refuseCrossSite(options: CrossSiteOptions): RequestHandler {
  const ownOrigin = new URL(options.publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const site = req.get('sec-fetch-site')?.toLowerCase();
    const foreign = site !== undefined && !OWN_SITES.has(site);
    if (READS.has(req.method)) {
      return foreign && options.isAdminPath(req.originalUrl) ? writeProblem(req, res, crossSiteProblem()) : next();
    }
    if (!carriesCookie(req, options.sessionCookie) && !options.startsSession?.(req.originalUrl)) return next();
    if (foreign || !fromOwnOrigin(req, ownOrigin, site !== undefined)) return writeProblem(req, res, crossSiteProblem());
    next();
  };
}

function carriesCookie(req: Request, name: string): boolean {
  const cookies: Record<string, unknown> | undefined = req.cookies;
  return cookies !== undefined && Object.hasOwn(cookies, name);
}

function fromOwnOrigin(req: Request, ownOrigin: string, vouchedByFetchMetadata: boolean): boolean {
  const origin = req.get('origin');
  // Under Referrer-Policy no-referrer a form post or a beacon says "null"; a browser's Sec-Fetch-Site has already vouched.
  if (origin === 'null') return vouchedByFetchMetadata;
  if (origin !== undefined) return isOwn(origin, req, ownOrigin);
  const referer = req.get('referer');
  if (referer !== undefined) return isOwn(referer, req, ownOrigin);
  // Neither: a command-line client or a test. Browsers send Origin on every cross-origin POST, PUT, PATCH and DELETE.
  return true;
}

function isOwn(url: string, req: Request, ownOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin === ownOrigin) return true;
  const host = req.get('host');
  // Behind a TLS-terminating proxy the scheme the app sees may differ; the host a browser sent cannot be forged by a page.
  return host !== undefined && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host === host.toLowerCase();
}
