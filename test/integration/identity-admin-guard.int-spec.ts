import { Controller, Get, INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../../backend/src/app.module';
import { loadConfig } from '../../backend/src/config/config';
import {
  adminOnlyMiddleware,
  AuthenticatedUser,
  CurrentUser,
  PasswordHasher,
  SessionService,
  UsersService,
} from '../../backend/src/modules/identity';
import { Clock, FakeClock } from '../../backend/src/platform/clock';
import { configureHttp } from '../../backend/src/platform/http/configure-http';
import { createTestDatabase, TestDatabase, testRedisPrefix, testRedisUrl } from '../support/test-database';

const PASSWORD = 'correct horse battery';
const AUTH_REQUIRED = 'Authentication required. Please sign in and try again.';
const ADMIN_REQUIRED = 'Access denied. Admin privileges required.';

// No decorator here on purpose: the global guard must cover routes nobody remembered to protect.
@Controller('admin/probe')
class AdminProbeController {
  @Get()
  probe(@CurrentUser() user: AuthenticatedUser | undefined) {
    return { email: user?.email };
  }
}

@Controller('probe')
class PublicProbeController {
  @Get('whoami')
  whoami(@CurrentUser() user: AuthenticatedUser | undefined) {
    return { user: user ?? null };
  }
}

@Module({ controllers: [AdminProbeController, PublicProbeController] })
class ProbeModule {}

describe('identity: the admin guard on /api/admin', () => {
  let app: INestApplication;
  let database: TestDatabase;
  let adminCookie: string;
  let userCookie: string;
  const http = () => request(app.getHttpServer());

  async function signIn(email: string): Promise<string> {
    const res = await http().post('/api/auth/sign-in').send({ email, password: PASSWORD }).expect(200);
    return [res.headers['set-cookie'] ?? []].flat()[0].split(';')[0];
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_STATIC: 'false',
      REDIS_PREFIX: testRedisPrefix(),
      VAULT_MASTER_KEY: '11'.repeat(32),
      CONSUMER_POLL_MS: '50',
    });
    const clock = new FakeClock();
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot({ config, databaseUrl: database.url, redisUrl: testRedisUrl(), clock, adapters: [] }), ProbeModule],
    })
      .overrideProvider(Clock)
      .useValue(clock)
      .compile();
    app = moduleRef.createNestApplication({ bufferLogs: false, logger: false });
    configureHttp(app, config);
    // A plain Express handler, as the queue dashboard will be: Nest guards never see it.
    app.use('/api/admin/queues', adminOnlyMiddleware(app.get(SessionService)), (_req: unknown, res: { json(body: object): void }) =>
      res.json({ dashboard: true }),
    );
    await app.init();

    await app.get(UsersService).createOrUpdateAdmin('admin@scvscoopers.example', PASSWORD);
    const hash = await new PasswordHasher().hash(PASSWORD);
    await database.db.query(`insert into users (email, password_hash) values ('customer@scvscoopers.example', $1)`, [hash]);
    adminCookie = await signIn('admin@scvscoopers.example');
    userCookie = await signIn('customer@scvscoopers.example');
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers 401 without a session', async () => {
    const res = await http().get('/api/admin/probe').expect(401);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 401, detail: AUTH_REQUIRED });
  });

  it('answers 401 for a cookie we never issued', async () => {
    await http().get('/api/admin/probe').set('Cookie', 'sid=forged').expect(401);
  });

  it('answers 403 for a signed-in user without the admin role', async () => {
    const res = await http().get('/api/admin/probe').set('Cookie', userCookie).expect(403);
    expect(res.body).toMatchObject({ status: 403, detail: ADMIN_REQUIRED });
  });

  it('lets an admin through, with the user attached', async () => {
    const res = await http().get('/api/admin/probe').set('Cookie', adminCookie).expect(200);
    expect(res.body).toEqual({ email: 'admin@scvscoopers.example' });
  });

  it('is not fooled by case, a trailing slash, encoding or doubled slashes', async () => {
    // Express routes these case-insensitively and with a trailing slash, so the guard must see them as admin.
    await http().get('/API/Admin/probe').set('Cookie', userCookie).expect(403);
    await http().get('/api/admin/probe/').set('Cookie', userCookie).expect(403);
    for (const path of ['/api/%61dmin/probe', '//api//admin/probe']) {
      expect((await http().get(path).set('Cookie', userCookie)).status).not.toBe(200);
    }
  });

  it('leaves other routes open and attaches the user when a session exists', async () => {
    expect((await http().get('/api/probe/whoami').expect(200)).body).toEqual({ user: null });
    const res = await http().get('/api/probe/whoami').set('Cookie', userCookie).expect(200);
    expect(res.body.user).toMatchObject({ email: 'customer@scvscoopers.example', isAdmin: false });
  });

  it('guards plain Express handlers through adminOnlyMiddleware', async () => {
    const anonymous = await http().get('/api/admin/queues').expect(401);
    expect(anonymous.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(anonymous.body).toMatchObject({ status: 401, detail: AUTH_REQUIRED, instance: '/api/admin/queues' });
    expect((await http().get('/api/admin/queues').set('Cookie', userCookie).expect(403)).body.detail).toBe(ADMIN_REQUIRED);
    expect((await http().get('/api/admin/queues').set('Cookie', adminCookie).expect(200)).body).toEqual({ dashboard: true });
  });
});
