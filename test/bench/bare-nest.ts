import { Agent, request } from 'node:http';
import { AddressInfo } from 'node:net';
import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { INestApplication } from '@nestjs/common';

/** What the framework alone does with a small JSON POST: Nest on Express, its default body parser, no middleware. */
@Controller('quotes')
class BareQuoteController {
  @Post('price')
  @HttpCode(200)
  price(@Body() body: { numberOfDogs?: string }): object {
    return { total: 4200, currency: 'usd', dogs: body.numberOfDogs ?? '1' };
  }
}

@Module({ controllers: [BareQuoteController] })
class BareModule {}

export interface BareNestApp {
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** The same-run baseline for the quote API: a bare NestJS app on a loopback port, with a keep-alive client like the bench's. */
export async function startBareNestApp(connections: number): Promise<BareNestApp> {
  const app: INestApplication = await NestFactory.create(BareModule, { logger: false });
  app.setGlobalPrefix('api');
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const post = (path: string, body: unknown) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  let closed: Promise<void> | null = null;
  return {
    post,
    close: () =>
      (closed ??= (async () => {
        agent.destroy();
        await app.close();
      })()),
  };
}
