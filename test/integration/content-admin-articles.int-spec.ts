import { createTestApp, TestApp } from '../support/test-app';

describe('content: blog management under /api/admin/articles', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    customer = await t.signIn('customer');
  });
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>) => t.http().post('/api/admin/articles').set('Cookie', admin).send(body);
  const draft = (title: string, extra: Record<string, unknown> = {}) => post({ title, status: 'draft', content: '<p>Text</p>', ...extra });

  it('answers 401 without a session and 403 for a customer on every admin content route', async () => {
    for (const path of ['/api/admin/articles', '/api/admin/short-urls', '/api/admin/affiliate-links']) {
      expect((await t.http().get(path)).status).toBe(401);
      expect((await t.http().get(path).set('Cookie', customer)).status).toBe(403);
    }
    expect((await t.http().post('/api/admin/uploads').set('Cookie', customer)).status).toBe(403);
    expect((await t.http().post('/api/admin/articles').send({ title: 'x', status: 'draft' })).status).toBe(401);
  });

  it('puts back a deleted fixed article on restore with a short code, leaves the others alone, and only for an admin', async () => {
    const slug = 'canyon-country-pet-safety';
    const list = await t.http().get('/api/admin/articles').query({ range: '[0,99]' }).set('Cookie', admin).expect(200);
    const fixed = (list.body as Array<{ id: string; slug: string }>).find((a) => a.slug === slug)!;
    await t.http().delete(`/api/admin/articles/${fixed.id}`).set('Cookie', admin).expect(200);
    expect((await t.http().get(`/api/articles/${slug}`)).status).toBe(404);

    expect((await t.http().post('/api/admin/articles/restore-fixed')).status).toBe(401);
    expect((await t.http().post('/api/admin/articles/restore-fixed').set('Cookie', customer)).status).toBe(403);
    const restored = await t.http().post('/api/admin/articles/restore-fixed').set('Cookie', admin).expect(201);
    expect(restored.body).toEqual({ restored: 1 });
    const back = await t.http().get(`/api/articles/${slug}`).expect(200);
    expect(back.body.title).toBe('Keeping Your Dog Safe in Canyon Country');
    const relisted = await t.http().get('/api/admin/articles').query({ range: '[0,99]' }).set('Cookie', admin).expect(200);
    expect((relisted.body as Array<{ slug: string; short_code: string }>).find((a) => a.slug === slug)?.short_code).toMatch(/^[a-z][0-9]?$/);

    const again = await t.http().post('/api/admin/articles/restore-fixed').set('Cookie', admin).expect(201);
    expect(again.body).toEqual({ restored: 0 });
  });

  it('sanitises the HTML: scripts and handlers go, prose stays', async () => {
    const res = await draft('Sanitised post', {
      content:
        '<h2>Heading</h2><p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script></p><img src="/uploads/blog-images/a.png" onerror="alert(1)" alt="A yard"><a href="javascript:alert(1)">bad</a>',
      excerpt: '<b>Short</b> summary',
    }).expect(201);
    expect(res.body.content).toBe('<h2>Heading</h2><p>Hello <strong>world</strong></p><img src="/uploads/blog-images/a.png" alt="A yard" /><a>bad</a>');
    expect(res.body.excerpt).toBe('Short summary');
  });

  it('assigns unique slugs from the title and ignores a slug sent by the client', async () => {
    const first = await draft('My Title!', { slug: 'chosen-by-client' }).expect(201);
    const second = await draft('My title').expect(201);
    const third = await draft('my   TITLE').expect(201);
    expect([first.body.slug, second.body.slug, third.body.slug]).toEqual(['my-title', 'my-title-2', 'my-title-3']);
    const renamed = await t
      .http()
      .put(`/api/admin/articles/${first.body.id}`)
      .set('Cookie', admin)
      .send({ ...first.body, title: 'Renamed', slug: 'hack' })
      .expect(200);
    expect(renamed.body).toMatchObject({ title: 'Renamed', slug: 'my-title' });
  });

  it('gives every post, draft or not, a unique short code of one letter and an optional digit, even when saved at once', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => draft(`Concurrent ${i}`)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const codes = results.map((r) => r.body.short_code as string);
    expect(codes.every((c) => /^[a-z][0-9]?$/.test(c))).toBe(true);
    const [{ n, distinct }] = await t.database.db.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct short_code)::int as distinct from short_urls',
    );
    expect(distinct).toBe(n);
  });

  it('answers a clear problem once all 286 short codes are taken', async () => {
    await t.database.db.query(`
      with codes as (
        select c from (select chr(97 + l) as c from generate_series(0, 25) l
          union all select chr(97 + l) || d from generate_series(0, 25) l, generate_series(0, 9) d) all_codes
        where c not in (select short_code from short_urls)),
      posts as (insert into scoopers_articles (title, slug, status) select 'Filler ' || c, 'filler-' || c, 'draft' from codes returning id, slug)
      insert into short_urls (short_code, article_id) select substr(slug, 8), id from posts`);
    const res = await draft('One too many').expect(409);
    expect(res.body.detail).toBe('All 286 short codes are in use. Delete an old post to free one.');
    await t.database.db.query(`delete from scoopers_articles where slug like 'filler-%'`);
  });

  it('defaults the published date to today in Los Angeles and hides drafts from the public', async () => {
    t.clock.set('2026-01-16T06:30:00Z'); // 22:30 on Jan 15 in Los Angeles
    const published = await post({ title: 'Fresh news', status: 'published', content: `<p>${'word '.repeat(600)}</p>` }).expect(201);
    expect(published.body).toMatchObject({ published_date: '2026-01-15', read_time: '3 min read', status: 'published' });
    const hidden = await draft('Secret draft').expect(201);
    await t.http().get(`/api/articles/${hidden.body.slug}`).expect(404);
    await t.http().get(`/api/short-links/${hidden.body.short_code}`).expect(404);
    const list = await t.http().get('/api/articles').expect(200);
    const slugs = list.body.data.map((a: { slug: string }) => a.slug);
    expect(slugs).toContain('fresh-news');
    expect(slugs).not.toContain('secret-draft');
    await t.http().get(`/api/articles/fresh-news`).expect(200);
  });

  it('validates with clear messages and never answers 500 for bad input', async () => {
    const missing = await post({ status: 'draft' }).expect(400);
    expect(missing.body.errors.title).toBe('Title is required');
    const blank = await post({ title: '  <b></b> ', status: 'draft' }).expect(400);
    expect(blank.body.errors.title).toBe('Title is required');
    const status = await post({ title: 'x', status: 'live' }).expect(400);
    expect(status.body.errors.status).toBe('Status must be draft or published');
    const video = await post({ title: 'x', status: 'draft', video_url: 'https://vimeo.com/1', video_type: 'youtube' }).expect(400);
    expect(video.body.errors.video_url).toBe('A YouTube video needs a youtube.com or youtu.be address');
    const image = await post({ title: 'x', status: 'draft', featured_image: 'javascript:alert(1)' }).expect(400);
    expect(image.body.errors.featured_image).toMatch(/http\(s\) address/);
    const unknown = await post({ title: 'x', status: 'draft', admin: true }).expect(400);
    expect(unknown.body.errors.admin).toBe('admin is not allowed');
    await t.http().get('/api/admin/articles/not-a-uuid').set('Cookie', admin).expect(404);
    await t.http().put('/api/admin/articles/00000000-0000-0000-0000-000000000000').set('Cookie', admin).send({ title: 'x', status: 'draft' }).expect(404);
  });

  it('lists posts in the simple-rest dialect with a title search, and deletes them with their short link', async () => {
    const res = await t
      .http()
      .get('/api/admin/articles')
      .query({ filter: JSON.stringify({ q: 'valencia' }), sort: JSON.stringify(['title', 'ASC']), range: JSON.stringify([0, 9]) })
      .set('Cookie', admin)
      .expect(200);
    expect(res.headers['content-range']).toBe('articles 0-0/1');
    expect(res.body[0]).toMatchObject({ slug: 'valencia-dog-parks', status: 'published', short_code: expect.stringMatching(/^[a-z][0-9]?$/) });
    const doomed = await draft('Delete me').expect(201);
    await t.http().delete(`/api/admin/articles/${doomed.body.id}`).set('Cookie', admin).expect(200);
    const [{ n }] = await t.database.db.query<{ n: number }>('select count(*)::int as n from short_urls where article_id = $1', [doomed.body.id]);
    expect(n).toBe(0);
    await t.http().get(`/api/admin/articles/${doomed.body.id}`).set('Cookie', admin).expect(404);
  });

  it('lists short URLs with title, user and social URLs and click counts', async () => {
    const [{ short_code: code }] = await t.database.db.query<{ short_code: string }>(
      `select short_code from short_urls s join scoopers_articles a on a.id = s.article_id where a.slug = 'pet-waste-garden-health'`,
    );
    await t.http().get(`/api/short-links/${code}`).expect(200);
    await t.http().get(`/api/short-links/${code}`).expect(200);
    await t.http().get(`/api/short-links/${code}`).expect(200);
    const res = await t
      .http()
      .get('/api/admin/short-urls')
      .query({ filter: JSON.stringify({ q: 'garden' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      shortCode: code,
      articleTitle: expect.stringContaining('Garden'),
      slug: 'pet-waste-garden-health',
      userUrl: `${t.config.publicUrl}/${code}`,
      socialUrl: `${t.config.publicUrl}/blog/pet-waste-garden-health`,
      clicks: 3,
    });
    const sorted = await t
      .http()
      .get('/api/admin/short-urls')
      .query({ sort: JSON.stringify(['clicks', 'DESC']) })
      .set('Cookie', admin)
      .expect(200);
    expect(sorted.body[0].shortCode).toBe(code);
  });
});
