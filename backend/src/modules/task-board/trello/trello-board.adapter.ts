import { runBoardChecks } from '../checks/board-checks';
import { BOARD_LISTS, BoardCard, BoardList, CardContact, CardContent, CheckResult, LEAD_LISTS, LeadCardMatch, mayBeLeadCard } from '../domain/board';
import { TaskBoardPort } from '../domain/task-board.port';
import { clip, descriptionWithMarker, hasMarker, markerOf, mentionsEmail } from './trello-description';
import { TrelloClient, TrelloSettings } from './trello.client';
import {
  CONTACT_FIELD_NAMES,
  ContactFieldKey,
  TrelloBoard,
  TrelloCard,
  TrelloCustomField,
  TrelloCustomFieldItem,
  TrelloList,
  TrelloSearchResult,
} from './trello.types';

export interface TrelloBoardSettings extends TrelloSettings {
  boardId: string;
}

interface ResolvedBoard {
  board: TrelloBoard;
  /** Our list name → Trello list id. */
  lists: Map<BoardList, string>;
}

type ContactFields = Record<ContactFieldKey, string>;

// Search results are candidates only; each is checked against its Email field before it counts.
const SEARCH_LIMIT = 20;

/**
 * The task board on Trello: our lists by name on the configured board (missing ones created), contact data in
 * board custom fields Name, Email and Phone (created when missing), our card key as the description's last line.
 */
export class TrelloTaskBoard extends TaskBoardPort {
  readonly kind = 'trello' as const;
  private readonly client: TrelloClient;
  private resolved: Promise<ResolvedBoard> | null = null;
  private fields: Promise<ContactFields> | null = null;

  constructor(private readonly settings: TrelloBoardSettings) {
    super();
    this.client = new TrelloClient(settings);
  }

  describe(): string {
    return `Trello board ${this.settings.boardId}`;
  }

  async createCard(content: CardContent, marker: string): Promise<BoardCard> {
    const { lists } = await this.board();
    // Resolved before the card exists, so a board without custom fields fails before leaving a half-made card.
    const fields = hasContact(content.contact) ? await this.contactFields() : null;
    const card = await this.client.request<TrelloCard>('POST', '/cards', {
      body: { idList: lists.get(content.list), name: clip(content.title), desc: descriptionWithMarker(content.description, marker), pos: 'top' },
    });
    if (fields && content.contact) await this.setContact(card.id, content.contact, fields, true);
    return { id: card.id, list: content.list, url: card.shortUrl ?? card.url ?? null };
  }

  async updateCard(id: string, content: CardContent, marker?: string): Promise<void> {
    const { lists } = await this.board();
    const fields = content.contact ? await this.contactFields() : null;
    const keep = marker ?? markerOf((await this.client.request<TrelloCard>('GET', `/cards/${enc(id)}`, { query: { fields: 'desc' } })).desc);
    const desc = keep ? descriptionWithMarker(content.description, keep) : clip(content.description);
    await this.client.request('PUT', `/cards/${enc(id)}`, { body: { idList: lists.get(content.list), name: clip(content.title), desc } });
    if (fields && content.contact) await this.setContact(id, content.contact, fields, false);
  }

  async addComment(id: string, text: string): Promise<void> {
    await this.client.request('POST', `/cards/${enc(id)}/actions/comments`, { body: { text: clip(text) } });
  }

  async findCardByMarker(marker: string): Promise<BoardCard | null> {
    const { board } = await this.board();
    const cards = await this.client.request<TrelloCard[]>('GET', `/boards/${enc(board.id)}/cards`, { query: { fields: 'name,desc,idList,shortUrl' } });
    const card = cards.find((c) => hasMarker(c.desc, marker));
    return card ? { id: card.id, list: await this.listName(card.idList), url: card.shortUrl ?? card.url ?? null } : null;
  }

  async findLeadCardByEmail(email: string): Promise<LeadCardMatch | null> {
    const wanted = email.trim().toLowerCase();
    if (!wanted) return null;
    const { board, lists } = await this.board();
    const leadLists = new Map(LEAD_LISTS.map((name) => [lists.get(name), name]));
    const result = await this.client.request<TrelloSearchResult>('GET', '/search', {
      query: {
        query: `"${wanted.replace(/"/g, '')}"`,
        idBoards: board.id,
        modelTypes: 'cards',
        card_fields: 'name,desc,idList,closed',
        cards_limit: SEARCH_LIMIT,
        partial: false,
      },
    });
    // Trello ids begin with their creation time, so the greatest id is the newest card.
    const candidates = (result?.cards ?? [])
      .filter((c) => !c.closed && leadLists.has(c.idList) && mayBeLeadCard(markerOf(c.desc)))
      .sort((a, b) => (a.id < b.id ? 1 : -1));
    if (!candidates.length) return null;
    const emailField = (await this.contactFields()).email;
    for (const card of candidates) {
      const items = await this.client.request<TrelloCustomFieldItem[]>('GET', `/cards/${enc(card.id)}/customFieldItems`);
      const recorded = items
        .find((i) => i.idCustomField === emailField)
        ?.value?.text?.trim()
        .toLowerCase();
      // The Email field decides; a card without one matches when its description names the address.
      if (recorded ? recorded === wanted : mentionsEmail(card.desc, wanted)) {
        return { id: card.id, isConverted: leadLists.get(card.idList) === 'Converted' };
      }
    }
    return null;
  }

  async eraseCard(id: string): Promise<void> {
    await this.deleteCard(id);
  }

  async deleteCard(id: string): Promise<void> {
    await this.client.request('DELETE', `/cards/${enc(id)}`);
  }

  runChecks(): Promise<CheckResult[]> {
    return runBoardChecks(this, {
      connect: async () => {
        // The check reads the board afresh: staff run it after changing the board.
        this.resolved = null;
        this.fields = null;
        const { board, lists } = await this.board();
        const fields = await this.contactFields();
        return {
          board: { id: board.id, name: board.name, url: board.url ?? null },
          lists: BOARD_LISTS.map((name) => ({ name, id: lists.get(name) })),
          customFields: (Object.keys(CONTACT_FIELD_NAMES) as ContactFieldKey[]).map((key) => ({ name: CONTACT_FIELD_NAMES[key], id: fields[key] })),
        };
      },
      deleteCard: (id) => this.deleteCard(id),
    });
  }

  /** The board and our lists on it, read once (creating missing lists) and kept; a failure is retried on the next call. */
  private board(): Promise<ResolvedBoard> {
    this.resolved ??= this.resolveBoard().catch((error: unknown) => {
      this.resolved = null;
      throw error;
    });
    return this.resolved;
  }

  private contactFields(): Promise<ContactFields> {
    this.fields ??= this.resolveContactFields().catch((error: unknown) => {
      this.fields = null;
      throw error;
    });
    return this.fields;
  }

  private async resolveBoard(): Promise<ResolvedBoard> {
    // The configured id may be the board's short link; lists and fields need its real id.
    const board = await this.client.request<TrelloBoard>('GET', `/boards/${enc(this.settings.boardId)}`, { query: { fields: 'name,url' } });
    const open = await this.client.request<TrelloList[]>('GET', `/boards/${enc(board.id)}/lists`, { query: { filter: 'open', fields: 'name,closed,pos' } });
    const lists = new Map<BoardList, string>();
    // With two lists of one name, the leftmost wins.
    for (const list of [...open].sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0))) {
      const name = BOARD_LISTS.find((n) => n === list.name.trim());
      if (name && !lists.has(name) && !list.closed) lists.set(name, list.id);
    }
    for (const name of BOARD_LISTS) {
      if (lists.has(name)) continue;
      const created = await this.client.request<TrelloList>('POST', '/lists', { query: { name, idBoard: board.id, pos: 'bottom' } });
      lists.set(name, created.id);
    }
    return { board, lists };
  }

  private async resolveContactFields(): Promise<ContactFields> {
    const { board } = await this.board();
    const existing = await this.client.request<TrelloCustomField[]>('GET', `/boards/${enc(board.id)}/customFields`);
    const fields = {} as ContactFields;
    for (const key of Object.keys(CONTACT_FIELD_NAMES) as ContactFieldKey[]) {
      const name = CONTACT_FIELD_NAMES[key];
      const found = existing.find((f) => f.name.trim().toLowerCase() === name.toLowerCase() && f.type === 'text');
      fields[key] =
        found?.id ??
        (
          await this.client.request<TrelloCustomField>('POST', '/customFields', {
            body: { idModel: board.id, modelType: 'board', name, type: 'text', pos: 'bottom', display_cardFront: true },
          })
        ).id;
    }
    return fields;
  }

  /** Sets each given contact field; an empty or null one is cleared, except on a new card where there is nothing to clear. */
  private async setContact(cardId: string, contact: CardContact, fields: ContactFields, isNew: boolean): Promise<void> {
    for (const key of Object.keys(CONTACT_FIELD_NAMES) as ContactFieldKey[]) {
      const value = contact[key];
      if (value === undefined) continue;
      const text = (value ?? '').trim();
      if (!text && isNew) continue;
      await this.client.request('PUT', `/cards/${enc(cardId)}/customField/${enc(fields[key])}/item`, {
        body: { value: text ? { text: clip(text) } : '' },
      });
    }
  }

  private async listName(idList: string | undefined): Promise<BoardList | null> {
    const { lists } = await this.board();
    for (const [name, id] of lists) if (id === idList) return name;
    return null;
  }
}

function hasContact(contact: CardContact | undefined): boolean {
  return !!contact && Object.values(contact).some((v) => typeof v === 'string' && v.trim() !== '');
}

function enc(id: string): string {
  return encodeURIComponent(id);
}
