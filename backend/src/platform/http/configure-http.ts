import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { AppConfig } from '../../config/config';
import { ProblemDetailsFilter } from './problem-details.filter';
import { createValidationPipe } from './validation';
import { serveSinglePageApps } from './static-apps';
import { serveUploads } from '../../modules/content/uploads/upload-dir';

/** Everything about the HTTP edge, shared by main and the HTTP tests so both run the same stack. */
export function configureHttp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.set('trust proxy', 'loopback');
  express.disable('x-powered-by');
  express.useBodyParser('json', { limit: '100kb' });
  express.useBodyParser('text', { limit: '100kb', type: 'text/plain' });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'", "'unsafe-inline'"],
          'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      hsts: config.isProduction,
    }),
  );
  app.use(cookieParser());
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
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  serveUploads(app, config);
  if (config.env.SERVE_STATIC === 'true') serveSinglePageApps(express);
}
