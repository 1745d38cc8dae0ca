import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../support/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake png body')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('content: affiliate links and uploads', () => {
  let t: TestApp;
  let admin: string;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'scv-uploads-'));
    t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('affiliate links', () => {
    const body = { phrase: 'waste bags', affiliate_url: 'scvscoopers-20', search_term: 'compostable dog waste bags' };
    const postContent = async () => (await t.http().get('/api/articles/valencia-dog-parks').expect(200)).body.content as string;

    it('requires phrase, tag and search term with the spec words', async () => {
      const res = await t.http().post('/api/admin/affiliate-links').set('Cookie', admin).send({ phrase: ' ', search_term: '<i></i>' }).expect(400);
      expect(res.body.errors).toEqual({ phrase: 'Phrase is required', affiliate_url: 'Tag is required', search_term: 'Search term is required' });
    });

    it('links the phrase in published posts while active, and shows plain text once toggled off', async () => {
      const created = await t.http().post('/api/admin/affiliate-links').set('Cookie', admin).send(body).expect(201);
      expect(created.body).toMatchObject({ ...body, is_active: true });
      const linked = await postContent();
      expect(linked).toContain(
        '<a href="https://www.amazon.com/s?k=compostable%20dog%20waste%20bags&amp;tag=scvscoopers-20" rel="sponsored noopener" target="_blank">waste bags</a>',
      );
      expect(linked.match(/rel="sponsored noopener"/g)).toHaveLength(1);

      const off = await t.http().post(`/api/admin/affiliate-links/${created.body.id}/toggle`).set('Cookie', admin).expect(200);
      expect(off.body.is_active).toBe(false);
      const plain = await postContent();
      expect(plain).not.toContain('amazon.com');
      expect(plain).toContain('waste bags');

      await t.http().post(`/api/admin/affiliate-links/${created.body.id}/toggle`).set('Cookie', admin).expect(200);
      const [{ short_code: code }] = await t.database.db.query<{ short_code: string }>(
        `select short_code from short_urls s join scoopers_articles a on a.id = s.article_id where a.slug = 'valencia-dog-parks'`,
      );
      expect((await t.http().get(`/api/short-links/${code}`).expect(200)).body.content).toContain('tag=scvscoopers-20');
    });

    it('edits, lists and deletes links', async () => {
      const created = await t
        .http()
        .post('/api/admin/affiliate-links')
        .set('Cookie', admin)
        .send({ phrase: 'rake', affiliate_url: 't-1', search_term: 'rake' })
        .expect(201);
      const updated = await t
        .http()
        .put(`/api/admin/affiliate-links/${created.body.id}`)
        .set('Cookie', admin)
        .send({ ...created.body, search_term: 'pooper scooper rake' })
        .expect(200);
      expect(updated.body).toMatchObject({ phrase: 'rake', search_term: 'pooper scooper rake', is_active: true });
      const list = await t
        .http()
        .get('/api/admin/affiliate-links')
        .query({ filter: JSON.stringify({ q: 'pooper scooper' }) })
        .set('Cookie', admin)
        .expect(200);
      expect(list.headers['content-range']).toBe('affiliate-links 0-0/1');
      await t.http().delete(`/api/admin/affiliate-links/${created.body.id}`).set('Cookie', admin).expect(200);
      const gone = await t.http().get(`/api/admin/affiliate-links/${created.body.id}`).set('Cookie', admin).expect(404);
      expect(gone.body.detail).toBe('Affiliate link not found');
      await t.http().post('/api/admin/affiliate-links/nope/toggle').set('Cookie', admin).expect(404);
    });
  });

  describe('uploads', () => {
    const upload = (kind: string, buffer: Buffer, filename: string) =>
      t
        .http()
        .post('/api/admin/uploads')
        .set('Cookie', admin)
        .field('kind', kind)
        .attach('file', buffer, { filename, contentType: filename.endsWith('.png') ? 'image/png' : 'video/mp4' });

    it('stores a real PNG under blog-images and serves it at /uploads', async () => {
      const res = await upload('image', PNG, 'yard.png').expect(201);
      expect(res.body.url).toMatch(/^\/uploads\/blog-images\/\d+-[0-9a-f]{12}\.png$/);
      const served = await t.http().get(res.body.url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.from(served.body).equals(PNG)).toBe(true);
      expect(await readdir(join(uploadDir, 'blog-images'))).toHaveLength(1);
    });

    it('rejects a program renamed to .png, by its bytes', async () => {
      const res = await upload('image', EXE, 'innocent.png').expect(400);
      expect(res.body.title).toBe('Failed to upload image');
      expect(res.body.detail).toBe('Failed to upload image: only JPEG, PNG, WebP or GIF images are accepted');
    });

    it('rejects an image over 5 MB with 413', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await upload('image', big, 'big.png').expect(413);
      expect(res.body.detail).toBe('Failed to upload image: the file is larger than 5 MB');
    });

    it('takes an mp4 as a video but not as an image, and needs a kind and a file', async () => {
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
      expect((await upload('video', mp4, 'clip.mp4').expect(201)).body.url).toMatch(/^\/uploads\/blog-videos\/.+\.mp4$/);
      expect((await upload('image', mp4, 'clip.png').expect(400)).body.title).toBe('Failed to upload image');
      expect((await upload('video', PNG, 'clip.mp4').expect(400)).body.title).toBe('Failed to upload video');
      expect((await upload('audio', PNG, 'yard.png').expect(400)).body.errors.kind).toBe('kind must be image or video');
      const none = await t.http().post('/api/admin/uploads').set('Cookie', admin).field('kind', 'image').expect(400);
      expect(none.body.detail).toMatch(/choose a file/);
      await t.http().post('/api/admin/uploads').set('Cookie', admin).send({ kind: 'image' }).expect(400);
    });

    it('answers 404 for a missing upload instead of a page', async () => {
      await t.http().get('/uploads/blog-images/nothing.png').set('Accept', 'text/html').expect(404);
      await t.http().get('/uploads/../package.json').expect(404);
    });
  });
});
