import { MigrationInterface, QueryRunner } from 'typeorm';

/** The chat transcripts (spec 001 §3 ai_guide_chats) and one summary row per conversation for the admin list. */
export class Chat1763700003000 implements MigrationInterface {
  name = 'Chat1763700003000';

  async up(q: QueryRunner): Promise<void> {
    // An identity id keeps a conversation's turns in the order they were written, even within one millisecond.
    await q.query(`
      create table ai_guide_chats (
        id bigint generated always as identity primary key,
        conversation_id uuid not null,
        role text not null check (role in ('user', 'assistant')),
        message text not null,
        current_page text,
        user_session text,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create index ai_guide_chats_conversation_idx on ai_guide_chats (conversation_id, id)`);
    await q.query(`create index ai_guide_chats_created_at_idx on ai_guide_chats (created_at desc)`);
    // Kept in the turn's transaction, so the admin list and its stats never scan every message.
    await q.query(`
      create table ai_guide_conversations (
        conversation_id uuid primary key,
        first_user_message text,
        first_page text,
        last_page text,
        user_session text,
        message_count integer not null,
        started_at timestamptz not null,
        last_activity_at timestamptz not null
      )`);
    await q.query(`create index ai_guide_conversations_last_activity_idx on ai_guide_conversations (last_activity_at desc)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table ai_guide_conversations`);
    await q.query(`drop table ai_guide_chats`);
  }
}
