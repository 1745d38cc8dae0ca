import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { mediaType } from './parse-bodies';
import { Problem } from './problem';
import { writeProblem } from './write-problem';

export const JSON_BODY_REQUIRED_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * Request bodies are JSON. These routes also take what a browser or a mail client posts there; every other body
 * type (an HTML form's, a text/plain one) is refused before any parser or handler sees it, because a page on another
 * site can send those without asking first.
 */
export const OTHER_BODY_TYPES: ReadonlyArray<{ path: RegExp; types: readonly string[] }> = [
  // navigator.sendBeacon posts text/plain: a JSON content type would need a CORS preflight a beacon cannot make.
  { path: /^\/api\/(?:analytics\/events|help-link-clicks|abandoned-cart|leads\/[^/]+\/abandon)\/?$/i, types: ['text/plain'] },
  // RFC 8058 one-click from mail clients, and the confirmation pages' buttons (unsubscribe, sign-up, deletion
  // request, the account's sign-in link): each handler reads only the query.
  {
    path: /^\/api\/(?:email\/unsubscribe|auth\/confirm|data-deletion-requests\/confirm|account\/sign-in)\/?$/i,
    types: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  },
  { path: /^\/api\/admin\/uploads\/?$/i, types: ['multipart/form-data'] },
  // Twilio posts inbound texts as a form (issue 16); the handler checks Twilio's signature.
  { path: /^\/api\/sms\/twilio\/inbound\/?$/i, types: ['application/x-www-form-urlencoded'] },
  // The field app's visit photos (issue 16).
  { path: /^\/api\/field\/visits\/[^/]+\/photos\/?$/i, types: ['multipart/form-data'] },
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const unsupported = () =>
  new Problem(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type', JSON_BODY_REQUIRED_MESSAGE, undefined, 'UNSUPPORTED_MEDIA_TYPE');

/**
 * 415 for a state-changing request whose body is not JSON, unless its route is listed in OTHER_BODY_TYPES. A POST is
 * judged by its declared type even when empty (an HTML form with no fields is still a form); PUT, PATCH and DELETE,
 * which no form can send, only when they carry a body (react-admin labels its empty DELETEs text/plain).
 */
export function requireJsonBodies(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (READS.has(req.method)) return next();
    const declared = req.get('content-type') !== undefined;
    if (!hasBody(req) && (req.method !== 'POST' || !declared)) return next();
    const type = mediaType(req.get('content-type'));
    if (type === 'application/json') return next();
    const allowed = OTHER_BODY_TYPES.some((rule) => rule.types.includes(type) && rule.path.test(req.path));
    return allowed ? next() : writeProblem(req, res, unsupported());
  };
}

function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return req.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}
