import { Controller, Get, Module } from '@nestjs/common';
import { adminOnlyMiddleware, AuthenticatedUser, CurrentUser, SessionService } from '../../backend/src/modules/identity';
import { createTestApp, TestApp } from '../support/test-app';

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
  let t: TestApp;
  let adminCookie: string;
  let userCookie: string;
  const http = () => t.http();

  beforeAll(async () => {
    t = await createTestApp({
      imports: [ProbeModule],
      // A plain Express handler, as the queue dashboard will be: Nest guards never see it.
      beforeInit: (app) =>
        app.use('/api/admin/queues', adminOnlyMiddleware(app.get(SessionService)), (_req: unknown, res: { json(body: object): void }) =>
          res.json({ dashboard: true }),
        ),
    });
    adminCookie = await t.signIn('admin');
    userCookie = await t.signIn('customer');
  });

  afterAll(() => t.close());

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
