import express, { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { behindGate } from './gated-layers';

const mark = (name: string) => (req: Request, _res: Response, next: NextFunction) => {
  const r = req as Request & { seen?: string[] };
  (r.seen ??= []).push(name);
  next();
};
const seen = (req: Request) => (req as Request & { seen?: string[] }).seen ?? [];

/** An app with a layer before the gate, a gated group for /docs, and a layer and routes after it. */
function gatedApp() {
  const app = express();
  app.use(mark('before'));
  behindGate(
    app,
    (req) => req.path.startsWith('/docs'),
    () => {
      app.use(mark('docs-a'));
      app.get('/docs', (req, res) => void res.json({ docs: true, seen: seen(req) }));
      app.use(mark('docs-b'));
    },
  );
  app.use(mark('after'));
  app.get('/docs/more', (req, res) => void res.json({ seen: seen(req) }));
  app.get('/api/thing', (req, res) => void res.json({ seen: seen(req) }));
  return app;
}

describe('behindGate', () => {
  it('given a request the gate concerns, then it meets the group in its order, in its place in the stack', async () => {
    expect((await request(gatedApp()).get('/docs')).body).toEqual({ docs: true, seen: ['before', 'docs-a'] });
    expect((await request(gatedApp()).get('/docs/more')).body).toEqual({ seen: ['before', 'docs-a', 'docs-b', 'after'] });
  });

  it('given a request it does not concern, then the whole group is passed by', async () => {
    expect((await request(gatedApp()).get('/api/thing')).body).toEqual({ seen: ['before', 'after'] });
  });

  it('given an Express that keeps no layer stack where expected, then start-up stops with a message', () => {
    const app = express();
    Object.defineProperty(app, 'router', { value: { layers: [] } });
    expect(() =>
      behindGate(
        app,
        () => true,
        () => undefined,
      ),
    ).toThrow("behindGate: the app's router has no layer stack");
  });
});
