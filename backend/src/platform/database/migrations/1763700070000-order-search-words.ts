import { MigrationInterface, QueryRunner } from 'typeorm';

/** A listed order's words: the runs of a-z in its search_text, 3 letters or more (a shorter word holds no 3-letter search). */
const WORDS_OF = (row: string) => `(select distinct w from regexp_split_to_table(${row}.search_text, '[^a-z]+') w where length(w) >= 3) words(word)`;

/**
 * The admin's order search sorted by customer at 1,000,000 orders (issue 19). A search of letters only ("smith") matches
 * an order exactly when it is part of one of the order's words (its search_text cut at every character that is not
 * a-z), so customer_order_search_words holds each listed order's words with its customer sort key, id and the list's
 * other filters: a word's orders come out of one index already sorted by customer, and a search that fits several words
 * ("son": Johnson, Wilson) merges their sorted runs. customer_order_search_vocab lists the words for a trigram lookup
 * (a word no order has any more may stay: it finds nothing). Triggers keep both in the transaction of every write to
 * customer_orders (the projection's inserts and updates, replay's truncate, erasure's updates, any delete).
 */
export class OrderSearchWords1763700070000 implements MigrationInterface {
  name = 'OrderSearchWords1763700070000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table customer_order_search_vocab (word text primary key)`);
    await q.query(`
      create table customer_order_search_words (
        word text not null,
        customer_name text not null,
        id uuid not null,
        payment_status text not null,
        is_subscription boolean not null
      )`);

    const addWords = (rows: string) => `
      insert into customer_order_search_vocab (word)
      select distinct words.word from ${rows} o cross join lateral ${WORDS_OF('o')} where o.removed_at is null order by 1
      on conflict do nothing;
      insert into customer_order_search_words (word, customer_name, id, payment_status, is_subscription)
      select words.word, o.customer_name, o.id, o.payment_status, o.is_subscription
        from ${rows} o cross join lateral ${WORDS_OF('o')} where o.removed_at is null`;
    const removeWords = (rows: string) => `
      delete from customer_order_search_words s
       using (select words.word, o.customer_name, o.id from ${rows} o cross join lateral ${WORDS_OF('o')} where o.removed_at is null) gone
       where s.word = gone.word and s.customer_name = gone.customer_name and s.id = gone.id`;

    // The orders already there, then the index (faster than filling an indexed table).
    await q.query(addWords('customer_orders'));
    await q.query(`alter table customer_order_search_words add primary key (word, customer_name, id) include (payment_status, is_subscription)`);
    await q.query(`create index customer_order_search_vocab_trgm_idx on customer_order_search_vocab using gin (word gin_trgm_ops)`);

    await q.query(`
      create function customer_order_search_words_insert() returns trigger language plpgsql as $$
      begin ${addWords('new_rows')}; return null; end $$`);
    await q.query(`
      create function customer_order_search_words_update() returns trigger language plpgsql as $$
      begin
        ${removeWords('(select old.*) ')};
        ${addWords('(select new.*)')};
        return null;
      end $$`);
    await q.query(`
      create function customer_order_search_words_delete() returns trigger language plpgsql as $$
      begin ${removeWords('old_rows')}; return null; end $$`);
    await q.query(`
      create function customer_order_search_words_truncate() returns trigger language plpgsql as $$
      begin delete from customer_order_search_words; delete from customer_order_search_vocab; return null; end $$`);

    await q.query(`create trigger customer_order_search_words_insert after insert on customer_orders referencing new table as new_rows
      for each statement execute function customer_order_search_words_insert()`);
    // Row by row, and only when what the table holds changes: most updates (payments, onboarding) skip it in the WHEN.
    await q.query(`create trigger customer_order_search_words_update after update on customer_orders for each row
      when (old.search_text is distinct from new.search_text or old.customer_name is distinct from new.customer_name
        or old.id is distinct from new.id or old.removed_at is distinct from new.removed_at
        or old.payment_status is distinct from new.payment_status or old.is_subscription is distinct from new.is_subscription)
      execute function customer_order_search_words_update()`);
    await q.query(`create trigger customer_order_search_words_delete after delete on customer_orders referencing old table as old_rows
      for each statement execute function customer_order_search_words_delete()`);
    await q.query(
      `create trigger customer_order_search_words_truncate after truncate on customer_orders for each statement execute function customer_order_search_words_truncate()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`drop trigger if exists customer_order_search_words_${op} on customer_orders`);
      await q.query(`drop function if exists customer_order_search_words_${op}()`);
    }
    await q.query(`drop table if exists customer_order_search_words`);
    await q.query(`drop table if exists customer_order_search_vocab`);
  }
}
