import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { Problem } from './problem';
import { writeProblem } from './write-problem';

/**
 * What SIGTERM does to the HTTP side: stop listening, answer requests that still arrive on open keep-alive
 * connections with a 503 (Retry-After, Connection: close), let in-flight requests finish, and close connections
 * as they fall idle. drain() resolves when the last connection is gone.
 */
export class HttpDrain {
  private draining = false;

  /** Express middleware: mount before the routes. */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (!this.draining) return next();
    res.setHeader('Connection', 'close');
    writeProblem(
      req,
      res,
      new Problem(503, 'The service is restarting', 'Please try again in a few seconds.', undefined, 'SHUTTING_DOWN', { 'Retry-After': '5' }),
    );
  };

  get isDraining(): boolean {
    return this.draining;
  }

  drain(server: Server): Promise<void> {
    this.draining = true;
    return new Promise((resolve) => {
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearInterval(sweep);
        resolve();
      });
      server.closeIdleConnections();
    });
  }
}
