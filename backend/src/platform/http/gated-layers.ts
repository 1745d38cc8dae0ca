import { Router } from 'express';
import type { Application, NextFunction, Request, Response } from 'express';

type LayerStack = { stack: unknown[] };

/**
 * Registers a group of middlewares and routes (`register` calls app.use, app.get, SwaggerModule.setup …) behind one
 * gate, in the same place of the app's stack: a request `concerns` turns away passes the whole group in one step
 * instead of being matched against each of its layers (the router tries every layer in turn, so each one in front of
 * the API's routes costs every API request). Only for groups that could never answer such a request; every request the
 * gate lets through meets the same layers in the same order as before.
 */
export function behindGate(app: Application, concerns: (req: Request) => boolean, register: () => void): void {
  const stack = stackOf((app as unknown as { router?: unknown }).router, "the app's router");
  const from = stack.length;
  register();
  const layers = stack.splice(from);
  if (!layers.length) return;
  const group = Router();
  stackOf(group, 'a new router').push(...layers);
  app.use((req: Request, res: Response, next: NextFunction) => (concerns(req) ? group(req, res, next) : next()));
}

/**
 * Express keeps a router's layers in `stack`, which is not part of its documented API. An Express that keeps them
 * elsewhere must stop the start-up with this message, never move or drop the group's layers unnoticed.
 */
function stackOf(router: unknown, what: string): unknown[] {
  const stack = (router as Partial<LayerStack> | undefined)?.stack;
  if (!Array.isArray(stack)) throw new Error(`behindGate: ${what} has no layer stack (has Express changed how it keeps its layers?)`);
  return stack;
}
