import express from 'express';
import request from 'supertest';
import { noEtagOnWrites } from './no-etag-on-writes';

function app() {
  const instance = express();
  instance.set('json spaces', 1);
  instance.use(noEtagOnWrites(instance));
  instance.use(express.json());
  const answer = (_req: express.Request, res: express.Response) => void res.json({ total: 4200, currency: 'usd' });
  instance.get('/thing', answer);
  instance.post('/thing', answer);
  instance.put('/thing', answer);
  instance.delete('/thing', answer);
  return instance;
}

describe('noEtagOnWrites', () => {
  it('answers POST, PUT and DELETE without an ETag, with the same body, length and the app’s other settings', async () => {
    const server = app();
    for (const method of ['post', 'put', 'delete'] as const) {
      const res = await request(server)[method]('/thing').send({ a: 1 });
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBeUndefined();
      expect(res.text).toBe('{\n "total": 4200,\n "currency": "usd"\n}');
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
    }
  });

  it('keeps the ETag and the 304 of a conditional GET', async () => {
    const server = app();
    const first = await request(server).get('/thing');
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await request(server)
      .get('/thing')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });
});
