import type { IncomingMessage, Server } from 'node:http';
import { INestApplication, NestApplicationOptions } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Application } from 'express';
import helmet from 'helmet';
import { AppConfig } from './config/config';
import { ProblemDetailsFilter } from './platform/http/problem-details.filter';
import { createValidationPipe } from './platform/http/validation';
import { serveSinglePageApps } from './platform/http/static-apps';
import { serveUploads } from './modules/content';
import { keepsRawBody } from './modules/orders';
import { adminOnlyMiddleware, isAdminPath, isFieldPath, isSignInPath, SESSION_COOKIE, SessionService } from './modules/identity';
import { isGuardedAccountPath, isLinkSignInPath } from './modules/account';
import { refuseCrossSite } from './platform/http/cross-site.middleware';
import { requireJsonBodies } from './platform/http/body-types.middleware';
import { parseBodies } from './platform/http/parse-bodies';
import { precomputeHeaders, securityHeadersByType } from './platform/http/security-headers';
import { parseCookies } from './platform/http/cookies';
import { noEtagOnWrites } from './platform/http/no-etag-on-writes';
import { inOneLayer } from './platform/http/one-layer';
import { behindGate } from './platform/http/gated-layers';
import { RequestLog, requestLogging } from './platform/http/request-logging';

/**
 * How main and the tests create the app: Nest's default parsers off (its urlencoded one would accept cross-site HTML
 * forms); configureHttp installs the parsers the API needs, and keeps the raw body where a signature is checked over it.
 */
export const HTTP_APP_OPTIONS: NestApplicationOptions = { bodyParser: false };

// The OpenAPI page, its assets and the JSON and YAML documents.
const DOCS_PATH = /^\/api\/docs(?:[-/.]|$)/i;
// Where serveUploads mounts its files (Express matches a mount path whatever its case).
const UPLOADS_PATH = /^\/uploads(?:\/|$)/i;

/** Everything about the HTTP edge, shared by main and the HTTP tests so both run the same stack. */
export function configureHttp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  keepConnectionsOpen(app.getHttpServer() as Server);
  express.set('trust proxy', 'loopback');
  express.disable('x-powered-by');
  // Helmet's directives here are static, so its headers are worked out once: the pages' set, and the JSON answers' own.
  const documentHeaders = precomputeHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      hsts: config.isProduction,
    }),
  );
  const securityHeaders = securityHeadersByType(documentHeaders);
  // The raw bytes stay on the request (req.rawBody) only where a signature is checked over them: Stripe's webhook.
  const verify = (req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, buffer: Buffer) => {
    if (keepsRawBody(req.url ?? '')) req.rawBody = buffer;
  };
  // The edge's middlewares for every path, in this order, in one Express layer (inOneLayer).
  app.use(
    inOneLayer(
      // First in line, so a request refused by the edge (cross-site, a bad body) is logged too.
      requestLogging(app.get(RequestLog).logger),
      noEtagOnWrites(express.getHttpAdapter().getInstance()),
      securityHeaders,
      parseCookies(),
      // The field app's API is staff-like too: another site may not read it with a scooper's cookie.
      refuseCrossSite({
        publicUrl: config.publicUrl,
        sessionCookie: SESSION_COOKIE,
        isAdminPath: (url) => isAdminPath(url) || isFieldPath(url) || isGuardedAccountPath(url),
        // Login CSRF: another site must not sign the visitor into an account of its choosing, cookie or none.
        startsSession: (url) => isSignInPath(url) || isLinkSignInPath(url),
      }),
      requireJsonBodies(),
      // Last: only a body the edge let through is read.
      parseBodies({ limit: '100kb', verify }),
    ),
  );
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(createValidationPipe());
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${config.business.name} API`)
      .setDescription('Public commands and queries under /api; staff resources under /api/admin (ra-data-simple-rest dialect).')
      .setVersion('1')
      .addCookieAuth('sid')
      .build(),
  );
  // The API map's ten routes and asset folders, and the uploads' two layers, sit in front of the API's routes: each
  // group behind one check of its own prefix, so an API request passes them in two steps instead of twelve.
  const server = express.getHttpAdapter().getInstance() as Application;
  behindGate(
    server,
    (req) => DOCS_PATH.test(req.path),
    () => {
      // The API's map is for staff in production; in development it is open to whoever runs the app.
      if (config.isProduction) app.use(adminOnlyMiddleware(app.get(SessionService)));
      SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
    },
  );
  behindGate(
    server,
    (req) => UPLOADS_PATH.test(req.path),
    () => serveUploads(app, config),
  );
  if (config.env.SERVE_STATIC === 'true') serveSinglePageApps(express);
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than what clients and proxies
 * keep idle sockets for (a load balancer's 60 s), so a client could send its next request on a socket the server is
 * closing at that very moment and get a reset instead of an answer. The server keeps idle connections longer than
 * its clients, so it is always the client that closes; headersTimeout must exceed keepAliveTimeout.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function keepConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
