import { parse } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** What req.cookies is for a request that sent no cookies: shared, so it is frozen; it has no prototype to look up. */
const NO_COOKIES: Readonly<Record<string, string | undefined>> = Object.freeze(Object.create(null) as Record<string, string | undefined>);

/**
 * req.cookies: the Cookie header's values by name, as the cookie package parses them (percent-decoded strings; a
 * `__proto__` cookie is dropped, not set as the prototype). That is all this app used of cookie-parser, which also set
 * req.secret and req.signedCookies on every request and turned `j:`-prefixed values into objects: two more objects and
 * three more properties per request, for features no route uses, and a cookie whose value could change type on the
 * way in. A request without cookies (most public API calls) allocates nothing here.
 */
export function parseCookies(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.cookie;
    req.cookies = header ? parse(header) : NO_COOKIES;
    next();
  };
}
