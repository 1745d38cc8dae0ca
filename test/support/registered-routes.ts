import type { INestApplication } from '@nestjs/common';

export interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route Express holds once Nest has registered its controllers (the app's whole HTTP surface, new routes included). */
export function registeredRoutes(app: INestApplication): Route[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: RouterLayer[] }; _router?: { stack: RouterLayer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  return stack.flatMap((layer) =>
    layer.route
      ? [layer.route.path].flat().flatMap((path) =>
          Object.keys(layer.route!.methods)
            .filter((m) => m !== '_all')
            .map((method) => ({ method: method.toUpperCase(), path })),
        )
      : [],
  );
}

export const SAMPLE_ID = '3f1d5c2a-8b7e-4c1a-9f00-2d6b1e0c9a11';

/** A concrete URL for a route pattern: every :param and *wildcard filled, optional groups kept. */
export const concrete = (path: string) =>
  path
    .replace(/\{([^}]*)\}/g, '$1')
    .replace(/\*\w+/g, 'x')
    .replace(/:\w+/g, SAMPLE_ID);

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
