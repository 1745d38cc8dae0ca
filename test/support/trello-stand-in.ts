import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface RecordedTrelloRequest {
  method: string;
  /** Without the query string, e.g. '/1/cards'. */
  path: string;
  /** Query parameters, key and token included. */
  query: Record<string, string>;
  /** The JSON body, or null. */
  body: Record<string, unknown> | null;
  /** The status the stand-in answered with; 0 while unanswered, or when the connection was dropped or held. */
  status: number;
}

export interface StandInList {
  id: string;
  name: string;
  closed: boolean;
  idBoard: string;
  pos: number;
}

export interface StandInCard {
  id: string;
  name: string;
  desc: string;
  idList: string;
  idBoard: string;
  closed: boolean;
  pos: number;
  shortLink: string;
  shortUrl: string;
  url: string;
  dateLastActivity: string;
}

export interface StandInCustomField {
  id: string;
  idModel: string;
  modelType: 'board';
  fieldGroup: string;
  name: string;
  pos: number;
  type: string;
  display: { cardFront: boolean };
}

export interface StandInComment {
  id: string;
  idMemberCreator: string;
  type: 'commentCard';
  date: string;
  data: { text: string; card: { id: string; name: string } };
}

export interface FailureOptions {
  /** Only requests whose path (without query) matches, e.g. /\/1\/cards$/ or '/1/search'. */
  path?: RegExp | string;
  method?: string;
  /** Sent as the Retry-After header. */
  retryAfter?: string;
  /** Do the request's work first, then fail: Trello made the card but the answer never arrived intact. */
  afterEffect?: boolean;
  /** Destroy the connection instead of answering. */
  drop?: boolean;
  /** Never answer (until stop): a Trello that hangs. */
  hold?: boolean;
  /** The error body; Trello answers most errors in plain text. */
  message?: string;
}

interface Failure extends FailureOptions {
  remaining: number;
  status: number;
}

class TrelloError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const NOT_FOUND = 'The requested resource was not found.';
const PROCESS_BYTES = randomBytes(5).toString('hex');
let counter = 0;

/** A Trello object id: creation seconds, a per-process value and a counter, as Trello's (Mongo) ids are; later ids sort higher. */
export function trelloId(at = Date.now()): string {
  counter += 1;
  return (
    Math.floor(at / 1000)
      .toString(16)
      .padStart(8, '0') +
    PROCESS_BYTES +
    counter.toString(16).padStart(6, '0')
  );
}

/**
 * An in-memory Trello board on 127.0.0.1 speaking the part of Trello's REST API the task board uses, with
 * Trello's JSON shapes and plain-text errors; records every request and fails on demand.
 */
export class TrelloStandIn {
  readonly requests: RecordedTrelloRequest[] = [];
  readonly key = 'standin-key';
  readonly token = 'standin-token';
  readonly board: { id: string; name: string; shortLink: string; url: string };
  private readonly listsById = new Map<string, StandInList>();
  private readonly cardsById = new Map<string, StandInCard>();
  private readonly fields = new Map<string, StandInCustomField>();
  /** card id → custom field id → text */
  private readonly values = new Map<string, Map<string, string>>();
  private readonly commentsByCard = new Map<string, StandInComment[]>();
  private readonly failures: Failure[] = [];
  private server: Server | null = null;
  private nextPos = 16384;

  constructor(boardName = 'SCV Scoopers') {
    const shortLink = randomBytes(4).toString('hex');
    this.board = { id: trelloId(), name: boardName, shortLink, url: `https://trello.com/b/${shortLink}/scv-scoopers` };
  }

  /** Starts listening; returns the TRELLO_API_URL to configure. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  /** The env that points the app at this board. */
  env(): Record<string, string> {
    return { TRELLO_API_KEY: this.key, TRELLO_TOKEN: this.token, TRELLO_BOARD_ID: this.board.id, TRELLO_API_URL: this.url };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next n matching requests fail with `status` (all requests when no path is given). */
  failNext(n: number, status: number, options: FailureOptions = {}): void {
    this.failures.push({ ...options, remaining: n, status });
  }

  clearFailures(): void {
    this.failures.length = 0;
  }

  /** Open and archived cards, oldest first. */
  cards(): StandInCard[] {
    return [...this.cardsById.values()];
  }

  lists(): StandInList[] {
    return [...this.listsById.values()].sort((a, b) => a.pos - b.pos);
  }

  customFields(): StandInCustomField[] {
    return [...this.fields.values()];
  }

  /** The card's custom field texts by field name, e.g. { Email: 'a@b.c' }. */
  contactOf(cardId: string): Record<string, string> {
    const values = this.values.get(cardId) ?? new Map<string, string>();
    return Object.fromEntries([...values].map(([fieldId, text]) => [this.fields.get(fieldId)?.name ?? fieldId, text]));
  }

  comments(cardId: string): StandInComment[] {
    return [...(this.commentsByCard.get(cardId) ?? [])];
  }

  listName(idList: string): string | undefined {
    return this.listsById.get(idList)?.name;
  }

  /** A list staff made by hand. */
  addList(name: string): StandInList {
    const list: StandInList = { id: trelloId(), name, closed: false, idBoard: this.board.id, pos: this.pos() };
    this.listsById.set(list.id, list);
    return list;
  }

  /** A card staff made by hand (or an earlier system left), with optional custom field values by field name. */
  addCard(listName: string, name: string, desc = '', contact: Record<string, string> = {}): StandInCard {
    const list = this.lists().find((l) => l.name === listName) ?? this.addList(listName);
    const card = this.makeCard({ idList: list.id, name, desc });
    for (const [fieldName, text] of Object.entries(contact)) {
      const field = this.customFields().find((f) => f.name === fieldName) ?? this.makeField(fieldName);
      this.valuesOf(card.id).set(field.id, text);
    }
    return card;
  }

  /** Staff deleted the card on Trello. */
  removeCard(id: string): void {
    this.cardsById.delete(id);
    this.values.delete(id);
    this.commentsByCard.delete(id);
  }

  requestsTo(method: string, path: RegExp | string): RecordedTrelloRequest[] {
    return this.requests.filter((r) => r.method === method && matches(r.path, path));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const query = Object.fromEntries(url.searchParams);
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const method = req.method ?? 'GET';
      const record: RecordedTrelloRequest = { method, path: url.pathname, query, body, status: 0 };
      this.requests.push(record);
      const failure = this.takeFailure(method, url.pathname);
      const send = (status: number, payload: unknown) => {
        record.status = status;
        res.statusCode = status;
        if (typeof payload === 'string') {
          res.setHeader('content-type', 'text/plain; charset=utf-8');
          res.end(payload);
        } else {
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(payload));
        }
      };
      const fail = (f: Failure) => {
        if (f.hold) return;
        if (f.drop) {
          req.socket.destroy();
          return;
        }
        if (f.retryAfter) res.setHeader('retry-after', f.retryAfter);
        send(f.status, f.message ?? (f.status === 429 ? 'API_TOKEN_LIMIT_EXCEEDED' : f.status >= 500 ? 'Internal Server Error' : 'invalid request'));
      };
      if (failure && !failure.afterEffect) return fail(failure);
      let status = 200;
      let payload: unknown;
      try {
        payload = this.route(method, url.pathname, { ...query, ...(body ?? {}) }, query);
      } catch (error) {
        status = error instanceof TrelloError ? error.status : 500;
        payload = error instanceof Error ? error.message : String(error);
      }
      if (failure) return fail(failure);
      send(status, payload);
    });
  }

  private takeFailure(method: string, path: string): Failure | null {
    const failure = this.failures.find((f) => f.remaining > 0 && (!f.method || f.method === method) && (!f.path || matches(path, f.path)));
    if (!failure) return null;
    failure.remaining -= 1;
    if (failure.remaining === 0) this.failures.splice(this.failures.indexOf(failure), 1);
    return failure;
  }

  private route(method: string, path: string, params: Record<string, unknown>, query: Record<string, string>): unknown {
    if (query.key !== this.key) throw new TrelloError(401, 'invalid key');
    if (query.token !== this.token) throw new TrelloError(401, 'invalid token');
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== '1') throw new TrelloError(404, `Cannot ${method} ${path}`);
    const [, resource, id, sub, subId, tail] = parts;
    const at = `${method} ${resource}${sub ? `/${sub}` : ''}${tail ? `/${tail}` : ''}`;

    if (resource === 'boards') {
      this.boardOf(id);
      if (at === 'GET boards') return pick({ ...this.board, desc: '', closed: false }, params.fields);
      if (at === 'GET boards/lists')
        return this.lists()
          .filter((l) => (params.filter === 'all' ? true : !l.closed))
          .map((l) => pick(l, params.fields));
      if (at === 'GET boards/customFields') return this.customFields();
      if (at === 'GET boards/cards') {
        return this.cards()
          .filter((c) => !c.closed)
          .map((c) => ({ ...pick(c, params.fields), ...(params.customFieldItems === 'true' ? { customFieldItems: this.itemsOf(c.id) } : {}) }));
      }
    }
    if (at === 'POST lists') {
      this.boardOf(String(params.idBoard ?? ''));
      if (!params.name) throw new TrelloError(400, 'invalid value for name');
      return this.addList(String(params.name));
    }
    if (at === 'POST customFields') {
      if (params.modelType !== 'board' || params.idModel !== this.board.id) throw new TrelloError(400, 'invalid value for idModel');
      if (!params.name || !params.type) throw new TrelloError(400, 'invalid value for name');
      return this.makeField(String(params.name), String(params.type), params.display_cardFront !== false);
    }
    if (at === 'POST cards') {
      const list = this.listsById.get(String(params.idList ?? ''));
      if (!list) throw new TrelloError(400, 'invalid value for idList');
      return this.makeCard({ idList: list.id, name: String(params.name ?? ''), desc: String(params.desc ?? ''), top: params.pos === 'top' });
    }
    if (resource === 'cards' && id) {
      const card = this.cardsById.get(id);
      if (!card) throw new TrelloError(404, NOT_FOUND);
      if (at === 'GET cards') return pick(card, params.fields);
      if (at === 'PUT cards') {
        if (params.idList !== undefined) {
          if (!this.listsById.has(String(params.idList))) throw new TrelloError(400, 'invalid value for idList');
          card.idList = String(params.idList);
        }
        if (params.name !== undefined) card.name = String(params.name);
        if (params.desc !== undefined) card.desc = String(params.desc);
        if (params.closed !== undefined) card.closed = params.closed === true || params.closed === 'true';
        card.dateLastActivity = new Date().toISOString();
        return card;
      }
      if (at === 'DELETE cards') {
        this.removeCard(id);
        return { limits: {} };
      }
      if (method === 'POST' && sub === 'actions' && subId === 'comments' && !tail) {
        if (!params.text) throw new TrelloError(400, 'invalid value for text');
        const comment: StandInComment = {
          id: trelloId(),
          idMemberCreator: trelloId(),
          type: 'commentCard',
          date: new Date().toISOString(),
          data: { text: String(params.text), card: { id: card.id, name: card.name } },
        };
        this.commentsByCard.set(card.id, [...this.comments(card.id), comment]);
        return comment;
      }
      if (at === 'GET cards/customFieldItems') return this.itemsOf(card.id);
      if (method === 'PUT' && sub === 'customField' && tail === 'item') {
        const field = this.fields.get(String(subId));
        if (!field) throw new TrelloError(404, NOT_FOUND);
        const value = params.value as { text?: unknown } | '' | undefined;
        if (value === '' || (value && typeof value === 'object' && Object.keys(value).length === 0)) {
          this.valuesOf(card.id).delete(field.id);
          return { id: trelloId(), idCustomField: field.id, idModel: card.id, modelType: 'card', value: null };
        }
        if (!value || typeof value !== 'object' || typeof value.text !== 'string') throw new TrelloError(400, 'Invalid custom field item value.');
        this.valuesOf(card.id).set(field.id, value.text);
        return { id: trelloId(), idCustomField: field.id, idModel: card.id, modelType: 'card', value: { text: value.text } };
      }
    }
    if (at === 'GET search') {
      const terms = String(params.query ?? '')
        .replace(/"/g, ' ')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const boards = String(params.idBoards ?? this.board.id).split(',');
      const limit = Number(params.cards_limit ?? 10);
      const found = this.cards()
        .filter((c) => boards.includes(c.idBoard))
        .filter((c) => {
          const text = `${c.name}\n${c.desc}\n${this.comments(c.id)
            .map((m) => m.data.text)
            .join('\n')}`.toLowerCase();
          return terms.length > 0 && terms.every((t) => text.includes(t));
        })
        .slice(0, limit)
        .map((c) => pick(c, params.card_fields));
      return { options: { terms: terms.map((text) => ({ text })), modelTypes: ['cards'], partial: params.partial === 'true' }, cards: found };
    }
    throw new TrelloError(404, `Cannot ${method} ${path}`);
  }

  private boardOf(id: string | undefined): void {
    if (id !== this.board.id && id !== this.board.shortLink) {
      throw new TrelloError(id && /^[0-9a-f]{24}$/.test(id) ? 404 : 400, id && /^[0-9a-f]{24}$/.test(id) ? NOT_FOUND : 'invalid id');
    }
  }

  private makeCard(input: { idList: string; name: string; desc: string; top?: boolean }): StandInCard {
    const shortLink = randomBytes(4).toString('hex');
    const top = Math.min(0, ...this.cards().map((c) => c.pos)) - 1;
    const card: StandInCard = {
      id: trelloId(),
      name: input.name,
      desc: input.desc,
      idList: input.idList,
      idBoard: this.board.id,
      closed: false,
      pos: input.top ? top : this.pos(),
      shortLink,
      shortUrl: `https://trello.com/c/${shortLink}`,
      url: `https://trello.com/c/${shortLink}/${input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      dateLastActivity: new Date().toISOString(),
    };
    this.cardsById.set(card.id, card);
    return card;
  }

  private makeField(name: string, type = 'text', cardFront = true): StandInCustomField {
    const field: StandInCustomField = {
      id: trelloId(),
      idModel: this.board.id,
      modelType: 'board',
      fieldGroup: randomBytes(32).toString('hex'),
      name,
      pos: this.pos(),
      type,
      display: { cardFront },
    };
    this.fields.set(field.id, field);
    return field;
  }

  private valuesOf(cardId: string): Map<string, string> {
    let values = this.values.get(cardId);
    if (!values) this.values.set(cardId, (values = new Map()));
    return values;
  }

  private itemsOf(cardId: string): Array<{ id: string; idCustomField: string; idModel: string; modelType: 'card'; value: { text: string } }> {
    return [...this.valuesOf(cardId)].map(([idCustomField, text]) => ({
      id: `${cardId}:${idCustomField}`,
      idCustomField,
      idModel: cardId,
      modelType: 'card',
      value: { text },
    }));
  }

  private pos(): number {
    this.nextPos += 16384;
    return this.nextPos;
  }
}

function matches(path: string, pattern: RegExp | string): boolean {
  return typeof pattern === 'string' ? path === pattern : pattern.test(path);
}

/** Trello's `fields` parameter: the id plus the named fields ('all' or none: everything). */
function pick<T extends { id: string }>(object: T, fields: unknown): Partial<T> & { id: string } {
  if (typeof fields !== 'string' || !fields || fields === 'all') return object;
  const names = fields.split(',').map((f) => f.trim());
  return Object.fromEntries(Object.entries(object).filter(([k]) => k === 'id' || names.includes(k))) as Partial<T> & { id: string };
}
