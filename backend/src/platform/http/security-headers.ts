import { ServerResponse } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type HeaderValue = number | string | readonly string[];

/** Headers a response gets: each name with its value, and the names it must not carry. */
export interface HeaderSet {
  readonly set: ReadonlyArray<readonly [name: string, value: HeaderValue]>;
  readonly remove: readonly string[];
}

/**
 * Runs a header-only middleware (helmet with static directives) once at start-up and answers the headers it sets and
 * removes: the same on every response, worked out once instead of a dozen nested middlewares each time. Refuses a
 * middleware that does anything but set or remove headers, or that does not call next synchronously.
 */
export function precomputeHeaders(middleware: Middleware): HeaderSet {
  const headers = new Map<string, HeaderValue>();
  const removed = new Set<string>();
  const unsupported = (what: string) => () => {
    throw new Error(`precomputeHeaders: the middleware used ${what}, so its headers may depend on the request`);
  };
  const req = new Proxy({}, { get: (_, key) => unsupported(`req.${String(key)}`)() }) as IncomingMessage;
  const res = {
    setHeader(name: string, value: HeaderValue) {
      headers.set(name, value);
      removed.delete(name.toLowerCase());
      return res;
    },
    removeHeader(name: string) {
      removed.add(name.toLowerCase());
      for (const key of headers.keys()) if (key.toLowerCase() === name.toLowerCase()) headers.delete(key);
    },
    getHeader: unsupported('res.getHeader'),
  } as unknown as ServerResponse;
  let called = false;
  middleware(req, res, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    called = true;
  });
  if (!called) throw new Error('precomputeHeaders: the middleware did not call next synchronously');
  return { set: [...headers], remove: [...removed] };
}

/**
 * What a JSON answer carries (OWASP's REST Security Cheat Sheet): it may load nothing and be framed by nothing, may not
 * be sniffed into another type, and no other site may embed it; HSTS as the documents have it. The documents' other
 * headers (their scripts', styles' and frames' sources, COOP, Origin-Agent-Cluster, referrer and prefetch policies,
 * the old XSS filter) govern what a page does, and a JSON answer is not a page: when a browser is sent to one, this
 * policy is the stricter of the two.
 */
function apiHeaders(documentHeaders: HeaderSet): HeaderSet {
  const hsts = documentHeaders.set.filter(([name]) => name.toLowerCase() === 'strict-transport-security');
  return {
    set: [
      ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ...hsts,
    ],
    remove: documentHeaders.remove,
  };
}

/** application/json, application/problem+json and the like. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
const writeHead = ServerResponse.prototype.writeHead as WriteHead;

/**
 * Sends each response's security headers as its head is written, chosen by what it is: a JSON answer gets the API's
 * (apiHeaders, with `documents`' HSTS), and anything else (a page, a script, an image, an event stream, an answer with
 * no declared type) gets `documents`. So an HTML page served under /api still gets the page policy, and the API's many
 * small answers do not carry ~1 kB of page policy each, which about 7% of the quote API's time went on (issue 19). A
 * header the handler set itself stays as the handler set it.
 *
 * The hook is the response's own writeHead, set first thing (before any middleware that wraps writeHead, which then
 * wraps this one), so it holds in mounted Express apps too (the queues dashboard), which give the response another
 * prototype.
 */
export function securityHeadersByType(documents: HeaderSet): RequestHandler {
  const api = apiHeaders(documents);
  function writeHeadWithSecurityHeaders(this: ServerResponse, ...args: unknown[]): ServerResponse {
    if (!this.headersSent) {
      const type = this.getHeader('content-type');
      const headers = typeof type === 'string' && JSON_TYPE.test(type) ? api : documents;
      for (const [name, value] of headers.set) if (!this.hasHeader(name)) this.setHeader(name, value);
      for (const name of headers.remove) this.removeHeader(name);
    }
    return writeHead.apply(this, args);
  }
  return (_req: Request, res: Response, next: NextFunction) => {
    res.writeHead = writeHeadWithSecurityHeaders as Response['writeHead'];
    next();
  };
}
