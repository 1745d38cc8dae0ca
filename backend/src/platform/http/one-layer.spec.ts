import express, { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { inOneLayer } from './one-layer';

function app(...handlers: express.RequestHandler[]) {
  const instance = express();
  instance.use(inOneLayer(...handlers));
  instance.get('/thing', (req, res) => void res.json({ seen: (req as Request & { seen?: string[] }).seen ?? [] }));
  instance.use((error: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(418).json({ error: error.message }));
  return instance;
}

const mark = (name: string) => (req: Request, _res: Response, next: NextFunction) => {
  const r = req as Request & { seen?: string[] };
  (r.seen ??= []).push(name);
  next();
};

describe('inOneLayer', () => {
  it('runs the middlewares in order, then the routes', async () => {
    const res = await request(app(mark('a'), mark('b'), mark('c'))).get('/thing');
    expect(res.body).toEqual({ seen: ['a', 'b', 'c'] });
  });

  it('stops where a middleware answers', async () => {
    const refuse = (_req: Request, res: Response) => void res.status(403).json({ refused: true });
    const res = await request(app(mark('a'), refuse, mark('never'))).get('/thing');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ refused: true });
  });

  it('hands an error passed to next, thrown, or rejected to the error handlers', async () => {
    const passed = (_req: Request, _res: Response, next: NextFunction) => next(new Error('passed'));
    const thrown = () => {
      throw new Error('thrown');
    };
    const rejected = () => Promise.reject(new Error('rejected'));
    for (const [handler, message] of [
      [passed, 'passed'],
      [thrown, 'thrown'],
      [rejected, 'rejected'],
    ] as const) {
      const res = await request(app(mark('a'), handler as express.RequestHandler, mark('never'))).get('/thing');
      expect(res.status).toBe(418);
      expect(res.body).toEqual({ error: message });
    }
  });
});
