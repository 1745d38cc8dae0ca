import { retryAfterSeconds } from '../../../platform/http/retry-after';
import { TaskBoardRejected, TaskBoardUnavailable } from '../domain/task-board.errors';

export interface TrelloSettings {
  /** https://api.trello.com, or a stand-in's address. */
  apiUrl: string;
  key: string;
  token: string;
  timeoutMs?: number;
}

export interface TrelloRequest {
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON, which Trello reads like query parameters. */
  body?: unknown;
}

const DEFAULT_TIMEOUT_MS = 10_000;
// Trello's errors are short sentences ("invalid key"); an HTML error page is not worth quoting whole.
const MAX_MESSAGE = 300;

/** Trello's REST API over fetch: key and token as query parameters, as Trello documents; every failure is a typed error. */
export class TrelloClient {
  private readonly base: string;

  constructor(private readonly settings: TrelloSettings) {
    this.base = settings.apiUrl.replace(/\/+$/, '');
  }

  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, request: TrelloRequest = {}): Promise<T> {
    const url = new URL(`${this.base}/1${path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    url.searchParams.set('key', this.settings.key);
    url.searchParams.set('token', this.settings.token);
    // Messages name the method and path only: the URL carries the key and token.
    const what = `${method} /1${path}`;
    const timeoutMs = this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: { accept: 'application/json', ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new TaskBoardUnavailable(`Trello did not answer ${what}: ${networkReason(error, timeoutMs)}`);
    }
    if (response.status === 429 || response.status >= 500) {
      throw new TaskBoardUnavailable(
        `Trello answered ${response.status} to ${what}: ${errorMessage(text) || response.statusText}`,
        retryAfterSeconds(response.headers.get('retry-after')),
        response.status,
      );
    }
    if (!response.ok) {
      throw new TaskBoardRejected(`Trello refused ${what} (${response.status}): ${errorMessage(text) || response.statusText}`, response.status);
    }
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new TaskBoardUnavailable(`Trello answered ${what} with something other than JSON`, null, response.status);
    }
  }
}

function networkReason(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(error);
}

/** Trello answers errors as plain text ("invalid key") or as JSON ({"message": …, "error": …}). */
function errorMessage(text: string): string {
  let message = text.trim();
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    message = String(body.message ?? body.error ?? text).trim();
  } catch {
    // plain text is Trello's usual error body
  }
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}
