/** A problem-details body (RFC 9457) as the API sends it; `errors` maps request field names to the spec's messages. */
export interface Problem {
  status: number;
  title: string;
  detail?: string;
  code?: string;
  errors?: Record<string, string>;
}

/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail ?? problem?.title ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  /** The message for one request field, if the server reported one. */
  fieldError(field: string): string | undefined {
    return this.problem?.errors?.[field];
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted connection). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

function asProblem(status: number, body: unknown): Problem | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const errors = typeof record.errors === 'object' && record.errors !== null ? (record.errors as Record<string, string>) : undefined;
  return {
    status: typeof record.status === 'number' ? record.status : status,
    title: typeof record.title === 'string' ? record.title : '',
    detail: typeof record.detail === 'string' ? record.detail : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    errors,
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** JSON in, JSON out; throws ApiError for an error status and NetworkError when there is no answer. */
export async function requestJson<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const parsed = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, asProblem(response.status, parsed));
  return parsed as T;
}

export const getJson = <T>(path: string, signal?: AbortSignal) => requestJson<T>('GET', path, undefined, signal);
export const postJson = <T>(path: string, body: unknown, signal?: AbortSignal) => requestJson<T>('POST', path, body, signal);

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
