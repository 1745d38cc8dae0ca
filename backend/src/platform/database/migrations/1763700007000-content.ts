import { MigrationInterface, QueryRunner } from 'typeorm';

/** Blog articles, their short links and click log, and affiliate phrases (spec 001 §3). */
export class Content1763700007000 implements MigrationInterface {
  name = 'Content1763700007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table scoopers_articles (
        id uuid primary key default gen_random_uuid(),
        title text not null,
        slug text not null unique,
        excerpt text not null default '',
        content text not null default '',
        author text not null default '',
        status text not null default 'draft' check (status in ('draft', 'published')),
        featured_image text,
        featured_image_position text not null default 'center' check (featured_image_position in ('center', 'top', 'bottom')),
        video_url text,
        video_type text check (video_type in ('youtube', 'mp4')),
        video_thumbnail text,
        published_date date,
        read_time text not null default '',
        location text,
        source_url text,
        photo_credit text,
        photo_source text,
        photo_source_url text,
        categories text[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create index scoopers_articles_published_idx on scoopers_articles (published_date desc, created_at desc) where status = 'published'`);
    // One lowercase letter and an optional digit: 286 codes, short enough to say out loud.
    await q.query(`
      create table short_urls (
        id uuid primary key default gen_random_uuid(),
        short_code text not null unique check (short_code ~ '^[a-z][0-9]?$'),
        article_id uuid not null unique references scoopers_articles (id) on delete cascade,
        created_at timestamptz not null default now()
      )`);
    await q.query(`
      create table short_url_clicks (
        id bigserial primary key,
        short_url_id uuid not null references short_urls (id) on delete cascade,
        clicked_at timestamptz not null default now()
      )`);
    await q.query(`create index short_url_clicks_short_url_idx on short_url_clicks (short_url_id)`);
    await q.query(`
      create table affiliate_links (
        id uuid primary key default gen_random_uuid(),
        phrase text not null,
        affiliate_url text not null,
        search_term text not null,
        is_active boolean not null default true,
        created_at timestamptz not null default now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table affiliate_links`);
    await q.query(`drop table short_url_clicks`);
    await q.query(`drop table short_urls`);
    await q.query(`drop table scoopers_articles`);
  }
}
