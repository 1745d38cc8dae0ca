import express, { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { mediaType, parseBodies } from './parse-bodies';

/** An app with the parsers in front of one route that shows what it received; errors answer their status. */
function app(verified: Buffer[] = []) {
  const instance = express();
  instance.use(parseBodies({ limit: '1kb', verify: (_req, _res, buffer) => void verified.push(buffer) }));
  instance.post('/echo', (req, res) => void res.json({ type: typeof req.body, body: req.body ?? null }));
  instance.use(
    (error: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) =>
      void res.status(error.status ?? 500).json({ error: error.type }),
  );
  return instance;
}

describe('parseBodies: one layer parses JSON and text bodies', () => {
  it('given a JSON body, parses it (whatever the case of its type and its UTF-8 charset), and shows the raw bytes to verify', async () => {
    const verified: Buffer[] = [];
    const res = await request(app(verified)).post('/echo').set('Content-Type', 'Application/JSON; charset=UTF-8').send('{"dogs":"2"}');
    expect(res.body).toEqual({ type: 'object', body: { dogs: '2' } });
    expect(verified.map(String)).toEqual(['{"dogs":"2"}']);
  });

  it('given text/plain (what a beacon posts), reads the body as a string and leaves its JSON to the route', async () => {
    const res = await request(app()).post('/echo').set('Content-Type', 'text/plain;charset=UTF-8').send('{"at":1}');
    expect(res.body).toEqual({ type: 'string', body: '{"at":1}' });
  });

  it('given any other type, parses nothing', async () => {
    const verified: Buffer[] = [];
    const form = await request(app(verified)).post('/echo').set('Content-Type', 'application/x-www-form-urlencoded').send('dogs=2');
    expect(form.body).toEqual({ type: 'undefined', body: null });
    const suffixed = await request(app(verified)).post('/echo').set('Content-Type', 'application/merge-patch+json').send('{"dogs":"2"}');
    expect(suffixed.body).toEqual({ type: 'undefined', body: null });
    expect(verified).toEqual([]);
  });

  it("keeps each parser's own refusals: broken JSON, a body over the limit, a charset JSON may not use", async () => {
    const json = (body: string, type = 'application/json') => request(app()).post('/echo').set('Content-Type', type).send(body);
    expect((await json('{"dogs":')).body).toEqual({ error: 'entity.parse.failed' });
    expect((await json(`{"x":"${'a'.repeat(2_000)}"}`)).status).toBe(413);
    const latin = await json('{}', 'application/json; charset=latin1');
    expect([latin.status, latin.body]).toEqual([415, { error: 'charset.unsupported' }]);
    expect((await json('x'.repeat(2_000), 'text/plain')).status).toBe(413);
  });

  it('reads a media type without its parameters, lower-cased', () => {
    expect(mediaType('application/json; charset=utf-8')).toBe('application/json');
    expect(mediaType('  Text/Plain ;charset=UTF-8')).toBe('text/plain');
    expect(mediaType('application/json')).toBe('application/json');
    expect(mediaType('')).toBe('');
    expect(mediaType(undefined)).toBe('');
  });
});
