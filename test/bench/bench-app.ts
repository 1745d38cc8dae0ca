import { Agent, request } from 'node:http';
import { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { INestApplication } from '@nestjs/common';
import { AppModule } from '../../backend/src/app.module';
import { loadConfig } from '../../backend/src/config/config';
import { SystemClock } from '../../backend/src/platform/clock';
import { configureHttp, HTTP_APP_OPTIONS } from '../../backend/src/configure-http';
import { RedisConnection } from '../../backend/src/platform/redis/redis-connection';
import { BenchDatabase, createBenchDatabase } from './bench-database';

export interface BenchApp {
  app: INestApplication;
  database: BenchDatabase;
  /** What the app's configuration was loaded from: a worker process beside it (startBenchWorker) loads the same. */
  env: Record<string, string>;
  /** POSTs JSON over a keep-alive pool of `connections` sockets; resolves with status and parsed body. */
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** The real app (api and worker roles, or those env.ROLE names) listening on a loopback port, on a fresh bench database. */
export async function startBenchApp(options: { connections: number; env?: Record<string, string>; keepDatabase?: string }): Promise<BenchApp> {
  const database = await createBenchDatabase({ keep: options.keepDatabase });
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_STATIC: 'false',
    REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}`,
    VAULT_MASTER_KEY: '22'.repeat(32),
    ...options.env,
  };
  const config = loadConfig(env);
  const redisUrl = database.servers.redisUrl;
  const app = await NestFactory.create(AppModule.forRoot({ config, databaseUrl: database.url, redisUrl, clock: new SystemClock(), adapters: [] }), {
    ...HTTP_APP_OPTIONS,
    logger: false,
  });
  configureHttp(app, config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
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
  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    env,
    post,
    // Once, however often it is called (a bench may close an app early and again in its finally).
    close: () =>
      (closing ??= (async () => {
        agent.destroy();
        const redis = app.get(RedisConnection);
        const keys = await redis.client.keys(`${config.env.REDIS_PREFIX}:*`);
        if (keys.length) await redis.client.del(...keys);
        await app.close();
        await database.drop();
      })()),
  };
}
