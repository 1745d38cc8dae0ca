import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { CardContent } from '../domain/board';
import { isCardMissing } from '../domain/task-board.errors';
import { TaskBoardPort } from '../domain/task-board.port';

export interface SyncOptions {
  /** The person the card is about, so erasure finds the card. */
  subjectId?: string | null;
  /** A card found for this person (search-existing-trello-lead) to take over instead of creating one. */
  reuseCardId?: string | null;
  /**
   * The spec's search-existing-trello-lead, looked up under the key's lock: when the key has no card on this board yet,
   * the open (not converted) lead card with this e-mail is taken over instead of creating one.
   */
  takeOverOpenLeadCardOf?: string | null;
  /**
   * The key most likely has no card yet (its event began its stream): a board that can create a card and its link in
   * one statement tries that first. When the key has a link after all, that costs one statement more.
   */
  likelyNew?: boolean;
}

interface Link {
  board: string;
  external_id: string | null;
  create_attempted_at: Date | null;
}

/** A create is recorded by committing its mark first; after that, one more round creates (or adopts). */
const MAX_ROUNDS = 3;

/**
 * Keeps one board card per card key ('lead-<uuid>', 'customer-<orderId>', …) looking like the content the
 * jobs give it. Every operation on a key holds that key's task_board_links row lock, so workers never both
 * create; a create is preceded by a committed create_attempted_at mark, so a process that dies after the
 * board made the card leaves a trace, and the next attempt adopts the card by its marker instead of adding one.
 */
@Injectable()
export class TaskBoardSync {
  constructor(
    @Inject(TaskBoardPort) private readonly board: TaskBoardPort,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Makes the board's card for cardKey look like `content`: creates it once, else updates it. Returns the board's card id. */
  async sync(cardKey: string, content: CardContent, options: SyncOptions = {}): Promise<string> {
    return (await this.write(cardKey, content, options)).cardId;
  }

  /**
   * As sync, and whether this write made the key's link in the one statement of a likelyNew create (`first`): no other
   * sync of the key wrote before it, so every later write of the key comes after it. Any other write may have come after
   * a write made from newer facts (see FollowUpJobs.syncCardOnce).
   */
  async write(cardKey: string, content: CardContent, options: SyncOptions = {}): Promise<{ cardId: string; first: boolean }> {
    if (options.likelyNew && this.board.createLinkedCard && !options.reuseCardId) {
      const created = await this.board.createLinkedCard(cardKey, content, {
        subjectId: options.subjectId ?? null,
        takeOverOpenLeadCardOf: options.takeOverOpenLeadCardOf ?? null,
        now: this.clock.now(),
      });
      if (created) return { cardId: created, first: true };
    }
    // A take-over lookup is made once per sync, in the first round that needs it (a Trello create takes two rounds).
    let takeOver: Promise<string | null> | undefined;
    const reusable = (board: TaskBoardPort, email: string) => (takeOver ??= openLeadCard(board, email));
    for (let round = 1; round <= MAX_ROUNDS; round += 1) {
      const cardId = await this.db.transaction((client) => this.syncLocked(client, cardKey, content, options, reusable));
      if (cardId) return { cardId, first: false };
    }
    throw new Error(`task board: card ${cardKey} was not created after ${MAX_ROUNDS} rounds`);
  }

  /** Adds `text` to cardKey's card once per commentKey (e.g. the event id); sync the card first. */
  async comment(cardKey: string, commentKey: string, text: string): Promise<void> {
    await this.db.transaction(async (client) => {
      const link = await this.lock(client, cardKey, null);
      if (!link.external_id || link.board !== this.board.kind) throw new Error(`task board: no card for ${cardKey} yet; sync it before commenting`);
      const { rowCount } = await client.query('select 1 from task_board_comments_sent where card_key = $1 and comment_key = $2', [cardKey, commentKey]);
      if (rowCount) return;
      await this.board.within(client).addComment(link.external_id, text);
      await client.query('insert into task_board_comments_sent (card_key, comment_key, sent_at) values ($1, $2, $3)', [cardKey, commentKey, this.clock.now()]);
    });
  }

  /** The board's id for cardKey's card, or null when it has none (yet) on the configured board. */
  async cardId(cardKey: string): Promise<string | null> {
    const [row] = await this.db.query<{ external_id: string | null }>('select external_id from task_board_links where card_key = $1 and board = $2', [
      cardKey,
      this.board.kind,
    ]);
    return row?.external_id ?? null;
  }

  /** One round under the row lock: a card id when done, null when it committed a create mark and needs another round. */
  private async syncLocked(
    client: PoolClient,
    key: string,
    content: CardContent,
    options: SyncOptions,
    reusable: (board: TaskBoardPort, email: string) => Promise<string | null>,
  ): Promise<string | null> {
    const link = await this.lock(client, key, options.subjectId ?? null);
    const board = this.board.within(client);
    const hadCard = !!link.external_id && link.board === this.board.kind;
    let marked = !!link.create_attempted_at;
    if (link.external_id && link.board === this.board.kind) {
      try {
        await board.updateCard(link.external_id, content, key);
        return await this.record(client, key, link.external_id, content, options);
      } catch (error) {
        if (!isCardMissing(error)) throw error;
        // Deleted on the board: forget it and create it again, behind a fresh mark.
        marked = false;
      }
    } else if (link.board !== this.board.kind) {
      // Recorded on the other board (the configuration changed): start afresh on this one.
      marked = false;
    }
    if (marked) {
      const found = await board.findCardByMarker(key);
      if (found) {
        await board.updateCard(found.id, content, key);
        return this.record(client, key, found.id, content, options);
      }
    }
    const reuseCardId = options.reuseCardId ?? (!hadCard && options.takeOverOpenLeadCardOf ? await reusable(board, options.takeOverOpenLeadCardOf) : null);
    if (reuseCardId) {
      try {
        await board.updateCard(reuseCardId, content, key);
        return await this.record(client, key, reuseCardId, content, options);
      } catch (error) {
        if (!isCardMissing(error)) throw error;
      }
    }
    if (!marked && !this.board.transactional) {
      // Committed before the board is asked, so a crash after the board made the card still leaves this mark.
      await client.query('update task_board_links set board = $2, external_id = null, create_attempted_at = $3, updated_at = $3 where card_key = $1', [
        key,
        this.board.kind,
        this.clock.now(),
      ]);
      return null;
    }
    const created = await board.createCard(content, key);
    return this.record(client, key, created.id, content, options);
  }

  private async lock(client: PoolClient, key: string, subjectId: string | null): Promise<Link> {
    // One round trip: a new key's row is made, an existing one is locked as it is (the no-op update takes the row lock and
    // returns the row as committed, even when another worker made it after this statement began).
    const { rows } = await client.query<Link>(
      `insert into task_board_links (card_key, board, subject_id, updated_at) values ($1, $2, $3, $4)
       on conflict (card_key) do update set card_key = excluded.card_key
       returning board, external_id, create_attempted_at`,
      [key, this.board.kind, subjectId, this.clock.now()],
    );
    return rows[0];
  }

  private async record(client: PoolClient, key: string, cardId: string, content: CardContent, options: SyncOptions): Promise<string> {
    await client.query(
      `update task_board_links set board = $2, external_id = $3, list = $4, subject_id = coalesce($5, subject_id), updated_at = $6 where card_key = $1`,
      [key, this.board.kind, cardId, content.list, options.subjectId ?? null, this.clock.now()],
    );
    return cardId;
  }
}

/** The person's open lead card on the board (one converted to a customer is not taken over). */
async function openLeadCard(board: TaskBoardPort, email: string): Promise<string | null> {
  const match = await board.findLeadCardByEmail(email);
  return match && !match.isConverted ? match.id : null;
}
