import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Runs a header-only middleware (helmet with static directives) once at start-up and returns one that sets the
 * same headers with a single loop: the same answer on every response, without a dozen nested middlewares each time.
 * Refuses a middleware that does anything but set or remove headers, or that does not call next synchronously.
 */
export function precomputeHeaders(middleware: Middleware): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const removed = new Set<string>();
  const unsupported = (what: string) => () => {
    throw new Error(`precomputeHeaders: the middleware used ${what}, so its headers may depend on the request`);
  };
  const req = new Proxy({}, { get: (_, key) => unsupported(`req.${String(key)}`)() }) as IncomingMessage;
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
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
  const set = [...headers];
  const remove = [...removed];
  return (_req: Request, response: Response, next: NextFunction) => {
    for (let i = 0; i < set.length; i++) response.setHeader(set[i][0], set[i][1]);
    for (let i = 0; i < remove.length; i++) response.removeHeader(remove[i]);
    next();
  };
}
