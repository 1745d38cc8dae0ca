import { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../../backend/src/app.module';
import { AppConfig, loadConfig } from '../../backend/src/config/config';
import { Clock, FakeClock } from '../../backend/src/platform/clock';
import { configureHttp } from '../../backend/src/platform/http/configure-http';
import { createTestDatabase, TestDatabase, testRedisPrefix, testRedisUrl } from './test-database';

export interface TestApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  agent: () => ReturnType<typeof request.agent>;
  database: TestDatabase;
  config: AppConfig;
  clock: FakeClock;
  close(): Promise<void>;
}

/** The whole Nest app (api and worker roles) on a fresh database and Redis prefix, with a fake clock. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_STATIC: 'false',
    REDIS_PREFIX: testRedisPrefix(),
    VAULT_MASTER_KEY: '11'.repeat(32),
    CONSUMER_POLL_MS: '50',
    ...env,
  });
  const clock = new FakeClock();
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot({ config, databaseUrl: database.url, redisUrl: testRedisUrl(), clock, adapters: [] })],
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication({ bufferLogs: false, logger: false });
  configureHttp(app, config);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    agent: () => request.agent(server),
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
