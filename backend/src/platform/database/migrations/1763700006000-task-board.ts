import { MigrationInterface, QueryRunner } from 'typeorm';

// A snapshot of the module's BOARD_LISTS: a migration must not change when the code does.
const BOARD_LISTS = ['New Leads', 'In Progress', 'Converted', 'Abandoned', 'Area Requests', 'New Customers', 'Bookings', 'Data Deletion'];

/** The built-in task board and the links from our card keys to the board's card ids. */
export class TaskBoard1763700006000 implements MigrationInterface {
  name = 'TaskBoard1763700006000';

  async up(q: QueryRunner): Promise<void> {
    const lists = BOARD_LISTS.map((l) => `'${l}'`).join(', ');
    // Newest first within a list, as Trello's pos 'top': each card takes the next, more negative, position.
    await q.query(`create sequence task_cards_position_seq`);
    await q.query(`
      create table task_cards (
        id uuid primary key default gen_random_uuid(),
        list text not null check (list in (${lists})),
        title text not null,
        description text not null default '',
        contact_name text,
        contact_email text,
        contact_phone text,
        marker text not null unique,
        position bigint not null default (-nextval('task_cards_position_seq')),
        archived boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create index task_cards_list_position_idx on task_cards (list, position)`);
    await q.query(`create index task_cards_contact_email_idx on task_cards (lower(contact_email)) where contact_email is not null`);
    await q.query(`create index task_cards_created_at_idx on task_cards (created_at desc)`);
    // An identity id keeps comments in the order they were written, even within one clock tick.
    await q.query(`
      create table task_card_comments (
        id bigint generated always as identity primary key,
        card_id uuid not null references task_cards (id) on delete cascade,
        text text not null,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create index task_card_comments_card_idx on task_card_comments (card_id, created_at desc)`);
    // One row per card we keep on a board; its row lock serialises every sync of that card.
    await q.query(`
      create table task_board_links (
        card_key text primary key,
        board text not null check (board in ('trello', 'built-in')),
        external_id text,
        list text,
        subject_id uuid,
        create_attempted_at timestamptz,
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create index task_board_links_subject_idx on task_board_links (subject_id) where subject_id is not null`);
    await q.query(`
      create table task_board_comments_sent (
        card_key text not null references task_board_links (card_key) on delete cascade,
        comment_key text not null,
        sent_at timestamptz not null default now(),
        primary key (card_key, comment_key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table task_board_comments_sent`);
    await q.query(`drop table task_board_links`);
    await q.query(`drop table task_card_comments`);
    await q.query(`drop table task_cards`);
    await q.query(`drop sequence task_cards_position_seq`);
  }
}
