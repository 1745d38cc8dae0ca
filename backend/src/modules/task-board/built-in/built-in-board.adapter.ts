import { ERASED } from '../../../event-store';
import { shredCardsSql } from '../privacy/task-cards.eraser';
import { Clock } from '../../../platform/clock';
import { Pool, QueryResultRow } from 'pg';
import { Coalescer, CoalescerMap, refusedByDatabase, unsizedArrays } from '../../../platform/database/coalescer';
import { Database, Queryable } from '../../../platform/database/database';
import { runBoardChecks } from '../checks/board-checks';
import { BOARD_LISTS, BoardCard, BoardList, CardContact, CardContent, CheckResult, LEAD_CARD_KEY_PREFIX, LEAD_LISTS, LeadCardMatch } from '../domain/board';
import { TaskBoardRejected } from '../domain/task-board.errors';
import { LinkedCardOptions, TaskBoardPort } from '../domain/task-board.port';
import { isUuid } from '../../../platform/http/request';
import { randomUUID } from 'node:crypto';

const UNIQUE_VIOLATION = '23505';

const CONTACT_COLUMNS = { name: 'contact_name', email: 'contact_email', phone: 'contact_phone' } as const;

/** One createLinkedCard, ready for a statement: the take-over e-mail lower-cased, and the id a new card would get. */
interface LinkedCardCall {
  key: string;
  content: CardContent;
  takeOverOf: string | null;
  subjectId: string | null;
  now: Date;
  cardId: string;
}

/**
 * createLinkedCard's statement, a row per call in the order given ($1 to $14 their columns, $15 the lead lists, $16 a lead card's key prefix). Each
 * call's lookups are its own (laterals), and only a key's first call ("fresh") may insert its link. A contact field
 * the content leaves undefined keeps what a taken-over card has, as updateSets does.
 *
 * Locks are taken in the locked sync's order, a key's link row first and a card after, so the two never deadlock: the
 * link is inserted first (naming the card it will point to), and a call's card is written only when its link went in.
 * A link another sync is still committing makes the insert wait and then do nothing, and that call's answer is null.
 * So is the answer when the card to take over was deleted meanwhile: the link then names no card, and the locked sync
 * the caller falls back to finds it missing and makes the card.
 *
 * "fresh" looks each key up in the link's and the card marker's unique indexes, row by row (scalar subqueries). Written as
 * anti-joins, a connection's cached plan, made while the board was small, hashed the whole board on every call: at 6,300
 * cards that was 2 ms of a 2.4 ms statement, and it grew with the board.
 */
const CREATE_LINKED_CARDS_SQL = `with r as (
    select card_key, list, title, description, at, name, email, phone, set_name, set_email, set_phone, take_over_of, subject_id, card_id, ord
    from unnest(${unsizedArrays(1, ['text', 'text', 'text', 'text', 'timestamptz', 'text', 'text', 'text', 'bool', 'bool', 'bool', 'text', 'uuid', 'uuid'])})
      with ordinality as r(card_key, list, title, description, at, name, email, phone, set_name, set_email, set_phone, take_over_of, subject_id, card_id, ord)
  ),
  fresh as (
    select distinct on (r.card_key) r.ord from r
    where (select true from task_board_links l where l.card_key = r.card_key) is null
      and (select true from task_cards c where c.marker = r.card_key) is null
    order by r.card_key, r.ord
  ),
  open_lead as (
    select r.ord, newest.id from r
    cross join lateral (
      select id, list from task_cards
      where r.take_over_of is not null and lower(contact_email) = r.take_over_of and list = any($15::text[]) and not archived
        and (marker is null or starts_with(marker, $16))
      order by created_at desc, position asc limit 1
    ) newest
    where newest.list <> 'Converted'
  ),
  new_link as (
    insert into task_board_links (card_key, board, external_id, list, subject_id, updated_at)
    select r.card_key, 'built-in', coalesce(o.id, r.card_id)::text, r.list, r.subject_id, r.at
    from r join fresh f on f.ord = r.ord left join open_lead o on o.ord = r.ord
    on conflict (card_key) do nothing
    returning card_key, external_id
  ),
  linked as (select r.ord, l.external_id from r join fresh f on f.ord = r.ord join new_link l on l.card_key = r.card_key),
  taken as (
    update task_cards c set list = r.list, title = r.title, description = r.description, updated_at = r.at,
      contact_name = case when r.set_name then r.name else c.contact_name end,
      contact_email = case when r.set_email then r.email else c.contact_email end,
      contact_phone = case when r.set_phone then r.phone else c.contact_phone end
    from r join open_lead o on o.ord = r.ord join linked k on k.ord = r.ord
    where c.id = o.id
    returning r.ord
  ),
  created as (
    insert into task_cards (id, list, title, description, contact_name, contact_email, contact_phone, marker, created_at, updated_at)
    select r.card_id, r.list, r.title, r.description, r.name, r.email, r.phone, r.card_key, r.at, r.at
    from r join linked k on k.ord = r.ord
    where not exists (select 1 from open_lead o where o.ord = r.ord)
    returning marker
  )
  select k.external_id,
    (exists (select 1 from taken t where t.ord = r.ord) or (k.ord is not null and exists (select 1 from created c where c.marker = r.card_key))) as made
  from r left join linked k on k.ord = r.ord
  order by r.ord`;

/** The board in our own database (task_cards), shown in the admin; what runs when Trello is not configured. */
export class BuiltInTaskBoard extends TaskBoardPort {
  readonly kind = 'built-in' as const;
  override readonly transactional = true;

  /**
   * Concurrent linked-card creates (new leads' card jobs) share a statement under load, per pool (a call's partners
   * use the same connections: a job's pool is not a request's); none inside a transaction.
   */
  private readonly linkedCards = new CoalescerMap<Pool, LinkedCardCall, string | null>(
    (pool) =>
      new Coalescer(
        (calls) => this.createLinkedCards(calls, pool),
        (call) => this.createLinkedCardAlone(call, pool),
        // One call per person in a statement: a second create for the same e-mail must see the card the first took
        // over or made. Two calls for one key are sorted out by the statement (the first one's).
        { distinctBy: (call) => call.takeOverOf ?? call.key, resendAlone: refusedByDatabase },
      ),
  );

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Set by within(): the transaction this board's statements join. */
    private readonly client: Queryable | null = null,
  ) {
    super();
  }

  /** A sync holds its link row lock in a transaction; the card is written in that same transaction, on its connection. */
  override within(client: Queryable): TaskBoardPort {
    return new BuiltInTaskBoard(this.db, this.clock, client);
  }

  describe(): string {
    return 'built-in board (set TRELLO_API_KEY, TRELLO_TOKEN and TRELLO_BOARD_ID for Trello)';
  }

  /** The marker is unique: creating again with the same marker updates that card instead of adding one. */
  async createCard(content: CardContent, marker: string): Promise<BoardCard> {
    const contact = content.contact ?? {};
    const [row] = await this.rows<{ id: string; list: BoardList }>(
      `insert into task_cards (list, title, description, contact_name, contact_email, contact_phone, marker, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       on conflict (marker) do update set list = excluded.list, title = excluded.title, description = excluded.description,
         contact_name = excluded.contact_name, contact_email = excluded.contact_email, contact_phone = excluded.contact_phone,
         updated_at = excluded.updated_at
       returning id, list`,
      [
        content.list,
        clean(content.title),
        clean(content.description),
        field(contact.name),
        field(contact.email),
        field(contact.phone),
        marker,
        this.clock.now(),
      ],
    );
    return { id: row.id, list: row.list, url: null };
  }

  async updateCard(id: string, content: CardContent): Promise<void> {
    const params: unknown[] = [id, content.list, clean(content.title), clean(content.description), this.clock.now()];
    const sets = updateSets(content, params);
    if (!isUuid(id)) throw cardNotFound(id);
    const rows = await this.rows(`update task_cards set ${sets} where id = $1 returning id`, params);
    if (!rows.length) throw cardNotFound(id);
  }

  /**
   * One statement, committed on its own, instead of the sync's begin, lock, take-over lookup, create, record and
   * commit (a new lead's card job: 9 statements → 4). It does what that sync does for a key with neither a link nor a
   * card of its marker: the person's newest lead card is taken over unless it sits in Converted, else a card is made.
   *
   * Under load, concurrent calls share the statement (one person per statement: a second create for the same e-mail
   * must see the card the first took over or made); see CREATE_LINKED_CARDS_SQL for how it locks.
   */
  override createLinkedCard(key: string, content: CardContent, options: LinkedCardOptions): Promise<string | null> {
    const call: LinkedCardCall = {
      key,
      content,
      takeOverOf: options.takeOverOpenLeadCardOf?.trim().toLowerCase() || null,
      subjectId: options.subjectId,
      now: options.now,
      cardId: randomUUID(),
    };
    return this.client ? this.createLinkedCardAlone(call, this.client) : this.linkedCards.for(this.db.pool, 'create').call(call);
  }

  /** One call alone (the statement for one row); a card of its marker that another writer made meanwhile answers null. */
  private async createLinkedCardAlone(call: LinkedCardCall, db: Queryable): Promise<string | null> {
    try {
      const [created] = await this.createLinkedCards([call], db);
      return created;
    } catch (error) {
      // Nothing was written; the locked sync sorts it out.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  /**
   * Linked cards for one or several keys in one statement (and one commit), each row answered as alone: a key with a
   * link or a card of its marker gets null, the person's open lead card is taken over unless it sits in Converted, else
   * a card is made. Of two calls for one key only the first may create (the other gets null, and its locked sync finds
   * the first's link). A shared statement the database refuses (a card of a marker made meanwhile) is sent again call
   * by call by the Coalescer, so each gets the answer it would have had alone.
   */
  private async createLinkedCards(calls: LinkedCardCall[], db: Queryable): Promise<Array<string | null>> {
    const columns = {
      key: [] as string[],
      list: [] as string[],
      title: [] as string[],
      description: [] as string[],
      at: [] as Date[],
      name: [] as Array<string | null>,
      email: [] as Array<string | null>,
      phone: [] as Array<string | null>,
      setName: [] as boolean[],
      setEmail: [] as boolean[],
      setPhone: [] as boolean[],
      takeOverOf: [] as Array<string | null>,
      subjectId: [] as Array<string | null>,
      cardId: [] as string[],
    };
    for (const { key, content, takeOverOf, subjectId, now, cardId } of calls) {
      const contact = content.contact ?? {};
      columns.key.push(key);
      columns.list.push(content.list);
      columns.title.push(clean(content.title));
      columns.description.push(clean(content.description));
      columns.at.push(now);
      columns.name.push(field(contact.name));
      columns.email.push(field(contact.email));
      columns.phone.push(field(contact.phone));
      columns.setName.push(contact.name !== undefined);
      columns.setEmail.push(contact.email !== undefined);
      columns.setPhone.push(contact.phone !== undefined);
      columns.takeOverOf.push(takeOverOf);
      columns.subjectId.push(subjectId);
      columns.cardId.push(cardId);
    }
    const { rows } = await db.query<{ external_id: string | null; made: boolean }>(CREATE_LINKED_CARDS_SQL, [
      ...Object.values(columns),
      LEAD_LISTS,
      LEAD_CARD_KEY_PREFIX,
    ]);
    return rows.map((row) => (row.external_id && row.made ? row.external_id : null));
  }

  async addComment(id: string, text: string): Promise<void> {
    if (!isUuid(id)) throw cardNotFound(id);
    const rows = await this.rows(`insert into task_card_comments (card_id, text, created_at) select id, $2, $3 from task_cards where id = $1 returning id`, [
      id,
      clean(text),
      this.clock.now(),
    ]);
    if (!rows.length) throw cardNotFound(id);
  }

  async findCardByMarker(marker: string): Promise<BoardCard | null> {
    const [row] = await this.rows<{ id: string; list: BoardList }>('select id, list from task_cards where marker = $1 and not archived', [marker]);
    return row ? { id: row.id, list: row.list, url: null } : null;
  }

  async findLeadCardByEmail(email: string): Promise<LeadCardMatch | null> {
    const [row] = await this.rows<{ id: string; list: BoardList }>(
      `select id, list from task_cards
       where lower(contact_email) = $1 and list = any($2) and not archived and (marker is null or starts_with(marker, $3))
       order by created_at desc, position asc limit 1`,
      [email.trim().toLowerCase(), LEAD_LISTS, LEAD_CARD_KEY_PREFIX],
    );
    return row ? { id: row.id, isConverted: row.list === 'Converted' } : null;
  }

  async eraseCard(id: string): Promise<void> {
    if (!isUuid(id)) throw cardNotFound(id);
    const rows = await this.rows(`select id from task_cards where id = $1`, [id]);
    if (!rows.length) throw cardNotFound(id);
    await this.rows(shredCardsSql('id = $1'), [id, ERASED]);
    await this.rows(`update task_card_comments set text = $2 where card_id = $1`, [id, ERASED]);
  }

  async deleteCard(id: string): Promise<void> {
    if (!isUuid(id)) throw cardNotFound(id);
    const rows = await this.rows('delete from task_cards where id = $1 returning id', [id]);
    if (!rows.length) throw cardNotFound(id);
  }

  private async rows<R extends QueryResultRow = QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
    return this.client ? (await this.client.query<R>(sql, params)).rows : this.db.query<R>(sql, params);
  }

  runChecks(): Promise<CheckResult[]> {
    return runBoardChecks(this, {
      connect: async () => {
        const rows = await this.rows<{ list: BoardList; cards: number }>(
          'select list, count(*)::int as cards from task_cards where not archived group by list',
        );
        const counts = new Map(rows.map((r) => [r.list, r.cards]));
        return { board: 'built-in', lists: BOARD_LISTS.map((name) => ({ name, cards: counts.get(name) ?? 0 })) };
      },
      deleteCard: (id) => this.deleteCard(id),
    });
  }
}

/**
 * An update's SET list: list, title, description and updated_at from parameters $2 to $5, and each contact field
 * the content names, appended to `params` (a field left undefined keeps what the card has).
 */
function updateSets(content: CardContent, params: unknown[]): string {
  const sets = ['list = $2', 'title = $3', 'description = $4', 'updated_at = $5'];
  for (const [key, column] of Object.entries(CONTACT_COLUMNS) as Array<[keyof CardContact, string]>) {
    if (!content.contact || content.contact[key] === undefined) continue;
    params.push(field(content.contact[key]));
    sets.push(`${column} = $${params.length}`);
  }
  return sets.join(', ');
}

function cardNotFound(id: string): TaskBoardRejected {
  return new TaskBoardRejected(`card ${id} is not on the built-in board`, 404);
}

/** PostgreSQL text cannot hold NUL; nothing a person typed needs it. */
function clean(text: string): string {
  return text.replace(/\u0000/g, '');
}

function field(value: string | null | undefined): string | null {
  const text = value == null ? '' : clean(value).trim();
  return text ? text : null;
}
