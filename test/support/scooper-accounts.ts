import type { TestApp } from './test-app';

/** What staff type for a scooper; tests override what they are about. */
export const scooperBody = (changes: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  email: 'sam@scvscoopers.example',
  phone: '(661) 555-0123',
  homeAddress: '24000 Valencia Blvd, Santa Clarita, CA',
  homeZip: '91355',
  workingDays: ['monday', 'wednesday', 'friday'],
  dailyCapacity: 20,
  ...changes,
});

export interface CreatedScooper {
  id: string;
  email: string;
  temporaryPassword: string;
}

/** Staff create the scooper through the admin API (as the admin cookie given). */
export async function createScooper(t: TestApp, admin: string, changes: Record<string, unknown> = {}): Promise<CreatedScooper> {
  const res = await t.http().post('/api/admin/scooper-accounts').set('Cookie', admin).send(scooperBody(changes));
  if (res.status !== 201) throw new Error(`creating a scooper failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, email: res.body.email, temporaryPassword: res.body.temporaryPassword };
}

/** Signs in with the password staff were shown; returns the session cookie ('sid=…'). */
export async function signInAs(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.http().post('/api/auth/sign-in').send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return [res.headers['set-cookie'] ?? []].flat()[0].split(';')[0];
}
