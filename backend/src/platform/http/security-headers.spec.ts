import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import request from 'supertest';
import { precomputeHeaders, securityHeadersByType } from './security-headers';

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
    const headers = precomputeHeaders(helmet(options));
    for (const [name, value] of headers.set) precomputed.res.setHeader(name, value);
    for (const name of headers.remove) precomputed.res.removeHeader(name);

    expect(nextCalls).toBe(1);
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

describe('securityHeadersByType', () => {
  const documents = precomputeHeaders(helmet({ ...options, hsts: true }));
  const app = express();
  app.use(securityHeadersByType(documents));
  app.get('/json', (_req, res) => void res.json({ ok: true }));
  app.get('/problem', (_req, res) => void res.status(404).type('application/problem+json').json({ status: 404 }));
  app.get('/page', (_req, res) => void res.type('html').send('<p>hi</p>'));
  app.get('/framed-json', (_req, res) => void res.set('X-Frame-Options', 'SAMEORIGIN').json({ ok: true }));
  app.get('/stream', (_req, res) => void res.writeHead(200, { 'Content-Type': 'text/event-stream' }).end('data: 1\n\n'));
  app.get('/empty', (_req, res) => void res.status(204).end());
  // A mounted Express app (the queues dashboard is one) gives the response its own prototype.
  const mounted = express();
  mounted.get('/', (_req, res) => void res.type('html').send('<p>board</p>'));
  app.use('/mounted', mounted);
  const http = request(app);

  const documentCsp = documents.set.find(([name]) => name === 'Content-Security-Policy')![1];

  it.each(['/json', '/problem'])('gives a JSON answer (%s) the API set: nothing loads, frames, sniffs or embeds it', async (path) => {
    const res = await http.get(path);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    // What governs a page's own behaviour is left off.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-xss-protection']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/page', '/stream', '/empty', '/mounted'])('gives anything else (%s) the pages set', async (path) => {
    const res = await http.get(path);
    expect(res.headers['content-security-policy']).toBe(documentCsp);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('leaves a header the handler set as the handler set it', async () => {
    const res = await http.get('/framed-json');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keeps the stream handler its own content type', async () => {
    const res = await http.get('/stream');
    expect(res.headers['content-type']).toBe('text/event-stream');
  });
});
