import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { precomputeHeaders } from './precomputed-headers';

/** A response that records its headers the way Node's does (names case-insensitive). */
function recordingResponse(initial: Record<string, string> = {}) {
  const headers = new Map<string, unknown>(Object.entries(initial).map(([k, v]) => [k.toLowerCase(), v]));
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  return { res, headers };
}

const options = {
  contentSecurityPolicy: { directives: { 'default-src': ["'self'"], 'frame-src': ["'self'", 'https://www.youtube.com'], 'upgrade-insecure-requests': null } },
  hsts: false,
};

describe('precomputeHeaders', () => {
  it('sets exactly the headers helmet sets, and removes what helmet removes', () => {
    const direct = recordingResponse({ 'X-Powered-By': 'Express' });
    let nextCalls = 0;
    helmet(options)({} as IncomingMessage, direct.res as unknown as ServerResponse, () => nextCalls++);

    const precomputed = recordingResponse({ 'X-Powered-By': 'Express' });
    precomputeHeaders(helmet(options))({} as Request, precomputed.res as unknown as Response, (() => nextCalls++) as NextFunction);

    expect(nextCalls).toBe(2);
    expect(Object.fromEntries(precomputed.headers)).toEqual(Object.fromEntries(direct.headers));
    expect(precomputed.headers.has('x-powered-by')).toBe(false);
    expect(precomputed.headers.get('content-security-policy')).toContain("frame-src 'self' https://www.youtube.com");
  });

  it('refuses a middleware whose headers depend on the request', () => {
    const perRequest = helmet({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", (req) => `'nonce-${String(req.headers['x-nonce'])}'`] } } });
    expect(() => precomputeHeaders(perRequest)).toThrow(/depend on the request/);
  });

  it('refuses a middleware that does not call next at once', () => {
    expect(() => precomputeHeaders(() => undefined)).toThrow(/did not call next/);
  });
});
