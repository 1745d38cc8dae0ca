import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visitPhotoDirOf } from '../../backend/src/modules/service/commands/store-visit-photo.command';
import { ObjectStore, S3ObjectStore } from '../../backend/src/platform/uploads/object-store';
import { phoneJpeg } from '../support/field-photos';
import { S3StandIn } from '../support/s3-stand-in';
import { createScooper, signInAs } from '../support/scooper-accounts';
import { subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const KEY_ID = 'AKIATESTSTANDIN00001';
const SECRET = 'stand-in-secret-access-key/for+tests';

describe('visit photos in an S3-compatible bucket (SigV4, checked by a loopback stand-in) (issue 16)', () => {
  let s3: S3StandIn;

  beforeAll(async () => {
    s3 = await new S3StandIn('scv-photos', KEY_ID, SECRET, 'us-west-2').start();
  });
  afterAll(() => s3.stop());

  const adapter = (secret = SECRET) =>
    new S3ObjectStore({ endpoint: s3.url, bucket: 'scv-photos', region: 'us-west-2', accessKeyId: KEY_ID, secretAccessKey: secret, prefix: 'visit-photos' });

  it('puts, gets and deletes an object with signed requests', async () => {
    const bytes = Buffer.from('a photo, say');
    await adapter().put('2026-03/photo_1~a.jpg', bytes, 'image/jpeg');
    expect(s3.objects.get('visit-photos/2026-03/photo_1~a.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(await adapter().get('2026-03/photo_1~a.jpg')).toEqual(bytes);
    await adapter().delete('2026-03/photo_1~a.jpg');
    expect(await adapter().get('2026-03/photo_1~a.jpg')).toBeNull();
    expect(s3.refused).toEqual(['NoSuchKey']);
  });

  it('a wrong secret is refused by the signature check, and keys that climb out are refused before any request', async () => {
    await expect(adapter('not-the-secret').put('2026-03/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    await expect(adapter().get('../etc/passwd')).rejects.toThrow(/Not a storable key/);
    expect(s3.objects.has('visit-photos/2026-03/x.jpg')).toBe(false);
  });

  describe('the app with S3_* set', () => {
    let t: TestApp;
    let uploads: string;

    beforeAll(async () => {
      uploads = mkdtempSync(join(tmpdir(), 's3-uploads-'));
      t = await createTestApp({
        env: {
          UPLOAD_DIR: join(uploads, 'uploads'),
          S3_ENDPOINT: s3.url,
          S3_BUCKET: 'scv-photos',
          S3_REGION: 'us-west-2',
          S3_ACCESS_KEY_ID: KEY_ID,
          S3_SECRET_ACCESS_KEY: SECRET,
        },
      });
    });
    afterAll(async () => {
      await t.close();
      rmSync(uploads, { recursive: true, force: true });
    });

    it("stores a scooper's photo in the bucket (not on disk) and serves it to staff from there", async () => {
      expect(t.app.get(ObjectStore).kind).toBe('s3');
      t.clock.set('2026-02-26T18:00:00.000Z');
      const admin = await t.signIn('admin');
      const account = await createScooper(t, admin, { email: 'sky@example.com', workingDays: ['tuesday'] });
      const orderId = await subscribedOrder(t, { preferredDays: ['tuesday', 'friday'] });
      const [visit] = await t.database.db.query<{ id: string }>(`select id from visits where order_id = $1 and date = '2026-03-03'`, [orderId]);
      await t.http().put(`/api/admin/visits/${visit.id}`).set('Cookie', admin).send({ scooperId: account.id }).expect(200);
      const scooper = await signInAs(t, account.email, account.temporaryPassword);
      t.clock.set('2026-03-03T18:00:00.000Z');
      const photoId = randomUUID();
      await t
        .http()
        .post(`/api/field/visits/${visit.id}/photos`)
        .set('Cookie', scooper)
        .field('id', photoId)
        .attach('photo', phoneJpeg(), { filename: 'p.jpg', contentType: 'image/jpeg' })
        .expect(201);
      const stored = s3.objects.get(`visit-photos/2026-03/${photoId}.jpg`);
      expect(stored?.contentType).toBe('image/jpeg');
      expect(existsSync(visitPhotoDirOf(t.config))).toBe(false);
      const served = await t.http().get(`/api/admin/visit-photos/${photoId}`).set('Cookie', admin).buffer(true).expect(200);
      expect(Buffer.compare(served.body as Buffer, stored!.bytes)).toBe(0);
    }, 180_000);
  });
});
