import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { SchedulerRegistry } from '@nestjs/schedule';
import request from 'supertest';
import type { DestinationStream } from 'pino';
import { AppModule } from '../../backend/src/app.module';
import { AppConfig, loadConfig } from '../../backend/src/config/config';
import { Clock, FakeClock } from '../../backend/src/platform/clock';
import { configureHttp, HTTP_APP_OPTIONS } from '../../backend/src/configure-http';
import { PasswordHasher, UsersService } from '../../backend/src/modules/identity';
import { createTestDatabase, TestDatabase, testRedisPrefix, testRedisUrl } from './test-database';

export interface TestApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  agent: () => ReturnType<typeof request.agent>;
  database: TestDatabase;
  config: AppConfig;
  clock: FakeClock;
  /** Creates the account if needed and returns its session cookie ('sid=…'). */
  signIn(kind: 'admin' | 'customer'): Promise<string>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery';

/** The whole Nest app (api and worker roles) on a fresh database and Redis prefix, with a fake clock. */
export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra Nest modules, e.g. a probe controller. */
  imports?: Array<Type<unknown> | DynamicModule>;
  /** Runs after the HTTP stack is configured and before init (mount plain Express handlers here). */
  beforeInit?: (app: INestApplication) => void;
  /** A second instance of the same deployment: same database and Redis prefix (two workers competing). */
  shareWith?: TestApp;
  /** Receives the request log lines (set LOG_LEVEL in env, which is 'silent' by default). */
  logDestination?: DestinationStream;
  /** A Redis of the test's own (e.g. one it stops), instead of the shared test Redis. */
  redisUrl?: string;
  /** A database the test prepared (e.g. restored from a backup) instead of a fresh clone; its pool is closed with the app. */
  database?: TestDatabase;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  const shared = options.shareWith;
  const database = shared ? { ...shared.database, close: async () => undefined } : (options.database ?? (await createTestDatabase()));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_STATIC: 'false',
    REDIS_PREFIX: shared ? shared.config.env.REDIS_PREFIX : testRedisPrefix(),
    VAULT_MASTER_KEY: '11'.repeat(32),
    CONSUMER_POLL_MS: '250',
    // Hundreds of sign-ins per run: argon2's 64 MiB would make hashing the suites' biggest cost (the unit spec
    // password-hasher.spec checks the production cost).
    PASSWORD_HASH_MEMORY_KIB: env.NODE_ENV && env.NODE_ENV !== 'test' ? '19456' : '64',
    // Bulk tests queue many appends on the pool; on a loaded 2-core machine a free connection can take longer than the
    // production 2 s to come (the fail-fast test sets its own outages and checks the default separately).
    DATABASE_CONNECT_TIMEOUT_MS: '20000',
    // Tests skip days of business time between requests; the idle limits have their own test with the real defaults.
    SESSION_IDLE_HOURS: '168',
    CUSTOMER_SESSION_IDLE_HOURS: '168',
    ...env,
  });
  const clock = new FakeClock();
  const moduleRef = await Test.createTestingModule({
    imports: [
      AppModule.forRoot({
        config,
        databaseUrl: database.appUrl,
        redisUrl: options.redisUrl ?? testRedisUrl(),
        clock,
        adapters: [],
        logDestination: options.logDestination,
      }),
      ...(options.imports ?? []),
    ],
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication({ ...HTTP_APP_OPTIONS, bufferLogs: false, logger: false });
  configureHttp(app, config);
  options.beforeInit?.(app);
  await app.init();
  // Cron jobs tick on real time while the test's clock is fake; tests run them (e.g. the timer sweep) by hand.
  for (const job of app.get(SchedulerRegistry, { strict: false }).getCronJobs().values()) void job.stop();
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    agent: () => request.agent(server),
    database,
    config,
    clock,
    signIn: async (kind) => {
      const email = `${kind}@scvscoopers.example`;
      const users = app.get(UsersService);
      // Only when missing: resetting an admin ends that admin's other sessions, which tests still hold.
      if (kind === 'admin') {
        if (!(await users.findByEmail(email))) await users.createOrUpdateAdmin(email, TEST_PASSWORD, 'Test Admin');
      } else {
        const hash = await app.get(PasswordHasher).hash(TEST_PASSWORD);
        await database.db.query('insert into users (email, password_hash, full_name) values ($1, $2, $3) on conflict do nothing', [
          email,
          hash,
          'Test Customer',
        ]);
      }
      const res = await request(server).post('/api/auth/sign-in').send({ email, password: TEST_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in as ${kind} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return [res.headers['set-cookie'] ?? []].flat()[0].split(';')[0];
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
