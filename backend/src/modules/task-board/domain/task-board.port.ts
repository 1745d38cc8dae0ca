import { Queryable } from '../../../platform/database/database';
import { BoardCard, CardContent, CheckResult, LeadCardMatch } from './board';

export interface LinkedCardOptions {
  subjectId: string | null;
  /** The e-mail whose open lead card (not converted) the key takes over instead of a new card. */
  takeOverOpenLeadCardOf: string | null;
  now: Date;
}

/**
 * Where staff follow up leads, customers, bookings and requests (DESIGN.md §7): Trello when configured,
 * the built-in board (task_cards) otherwise. Board failures throw TaskBoardUnavailable (retry) or
 * TaskBoardRejected (the board's own message; 404 means the card is gone).
 */
export abstract class TaskBoardPort {
  abstract readonly kind: 'trello' | 'built-in';

  /**
   * True when within() puts the board's writes in the caller's transaction: a created card then commits or
   * rolls back with its link, so no create mark has to be committed first.
   */
  readonly transactional: boolean = false;

  /** One line for the banner and the admin, e.g. "Trello board 5f…". */
  abstract describe(): string;

  /** Creates a card carrying `marker` (Trello: a `ref: <marker>` last line of the description; built-in: a unique column). */
  abstract createCard(content: CardContent, marker: string): Promise<BoardCard>;

  /**
   * Sets title, description, list and (when given) contact fields. Pass the card's marker to keep its
   * `ref:` line without reading the card first.
   */
  abstract updateCard(id: string, content: CardContent, marker?: string): Promise<void>;

  abstract addComment(id: string, text: string): Promise<void>;

  /**
   * Removes a person from a card for good (erasure): the built-in board keeps the card in its list with its
   * title, description, contact fields and comments [erased]; Trello deletes the card, since its comments and
   * activity cannot be rewritten. A card already gone throws TaskBoardRejected 404.
   */
  abstract eraseCard(id: string): Promise<void>;

  /** The open card carrying `marker`, if any. */
  abstract findCardByMarker(marker: string): Promise<BoardCard | null>;

  /**
   * The spec's search-existing-trello-lead: the newest card in a lead list (New Leads, In Progress,
   * Abandoned, Converted) whose contact e-mail matches; isConverted when it sits in Converted. On Trello
   * this is Trello's search, which reads names, descriptions and comments but not custom fields, so a card
   * that should be found names the address in its description.
   */
  abstract findLeadCardByEmail(email: string): Promise<LeadCardMatch | null>;

  /**
   * Only a board in our own database has this: for a key with no link yet, creates its card (or takes over the
   * person's open lead card, as the usual sync would) and the key's link, in one statement. Null when the key has a
   * link already, or another sync made one meanwhile: the caller then syncs the usual way, under the key's lock.
   */
  createLinkedCard?(key: string, content: CardContent, options: LinkedCardOptions): Promise<string | null>;

  /** The spec's test-trello-integrations checks against the configured board; never throws. */
  abstract runChecks(): Promise<CheckResult[]>;

  /**
   * The same board with its writes inside the caller's transaction, for a board kept in our own database;
   * a remote board has no such thing and returns itself.
   */
  within(client: Queryable): TaskBoardPort {
    void client;
    return this;
  }
}
