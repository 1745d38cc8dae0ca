import { ERASED } from '../../../event-store';
import { shredCardsSql } from '../privacy/task-cards.eraser';
import { Clock } from '../../../platform/clock';
import { QueryResultRow } from 'pg';
import { Database, Queryable } from '../../../platform/database/database';
import { runBoardChecks } from '../checks/board-checks';
import { BOARD_LISTS, BoardCard, BoardList, CardContact, CardContent, CheckResult, LEAD_LISTS, LeadCardMatch } from '../domain/board';
import { TaskBoardRejected } from '../domain/task-board.errors';
import { LinkedCardOptions, TaskBoardPort } from '../domain/task-board.port';
import { isUuid } from '../../../platform/http/request';
import { randomUUID } from 'node:crypto';

const UNIQUE_VIOLATION = '23505';

const CONTACT_COLUMNS = { name: 'contact_name', email: 'contact_email', phone: 'contact_phone' } as const;

/** The board in our own database (task_cards), shown in the admin; what runs when Trello is not configured. */
export class BuiltInTaskBoard extends TaskBoardPort {
  readonly kind = 'built-in' as const;
  override readonly transactional = true;

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
   * Locks are taken in the locked sync's order, the key's link row first and a card after, so the two never deadlock:
   * the link is inserted first (naming the card it will point to), and the card is written only when that insert
   * went in. A link another sync is still committing makes the insert wait and then do nothing, and the answer is
   * null. So is the answer when the card to take over was deleted meanwhile: the link then names no card, and the
   * locked sync the caller falls back to finds it missing and makes the card.
   */
  override async createLinkedCard(key: string, content: CardContent, options: LinkedCardOptions): Promise<string | null> {
    const contact = content.contact ?? {};
    const email = options.takeOverOpenLeadCardOf?.trim().toLowerCase() || null;
    const params: unknown[] = [
      key,
      content.list,
      clean(content.title),
      clean(content.description),
      options.now,
      field(contact.name),
      field(contact.email),
      field(contact.phone),
      email,
      LEAD_LISTS,
      options.subjectId,
      randomUUID(),
    ];
    const takeOverSets = updateSets(content, params);
    try {
      const [row] = await this.rows<{ external_id: string | null; cards: number }>(
        `with existing as (select 1 from task_board_links where card_key = $1 union all select 1 from task_cards where marker = $1),
         open_lead as (
           select id from (
             select id, list from task_cards
             where $9::text is not null and lower(contact_email) = $9 and list = any($10::text[]) and not archived
             order by created_at desc, position asc limit 1
           ) newest
           where list <> 'Converted'
         ),
         new_link as (
           insert into task_board_links (card_key, board, external_id, list, subject_id, updated_at)
           select $1, 'built-in', coalesce((select id from open_lead), $12::uuid)::text, $2, $11, $5 where not exists (select 1 from existing)
           on conflict (card_key) do nothing
           returning external_id
         ),
         taken as (update task_cards set ${takeOverSets} where id = (select id from open_lead) and exists (select 1 from new_link) returning id),
         created as (
           insert into task_cards (id, list, title, description, contact_name, contact_email, contact_phone, marker, created_at, updated_at)
           select $12::uuid, $2, $3, $4, $6, $7, $8, $1, $5, $5 where exists (select 1 from new_link) and not exists (select 1 from open_lead)
           returning id
         )
         select (select external_id from new_link) as external_id, (select count(*) from taken) + (select count(*) from created) as cards`,
        params,
      );
      return row.external_id && row.cards > 0 ? row.external_id : null;
    } catch (error) {
      // A card with this marker that another writer made meanwhile: nothing was written; the locked sync sorts it out.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
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
       where lower(contact_email) = $1 and list = any($2) and not archived
       order by created_at desc, position asc limit 1`,
      [email.trim().toLowerCase(), LEAD_LISTS],
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
