/** The field app's calls to /api/field (issue 16): same-origin JSON, problem details read into a sentence. */
export class FieldError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Stop {
  visitId: string;
  position: number;
  kind: 'scoop' | 'bin-out' | 'bin-in';
  status: 'assigned' | 'completed' | 'skipped' | 'missed';
  customerName: string | null;
  address: { streetAddress: string | null; city: string | null; state: string | null; zipCode: string | null };
  mapsUrl: string | null;
  window: { start: string; end: string };
  gateCode: string | null;
  dogNames: string[];
  keepInWarning: string | null;
  binTasks: Array<'take-out' | 'bring-in'>;
  notes: string | null;
  onTheWayAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  skipReason: string | null;
  photoIds: string[];
  /** The plan wants a before photo at Start; taken once one reached the server. */
  beforePhotoRequired?: boolean;
  beforePhotoTaken?: boolean;
}

export interface Route {
  date: string;
  stops: Stop[];
}

export interface Me {
  name: string;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown | FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined || body instanceof FormData ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new FieldError(0, 'No signal. Try again when you are back online.');
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const problem = (parsed ?? {}) as { detail?: unknown; title?: unknown };
    const detail =
      typeof problem.detail === 'string' ? problem.detail : typeof problem.title === 'string' ? problem.title : `Request failed (${response.status})`;
    throw new FieldError(response.status, detail);
  }
  return parsed as T;
}

export const fieldApi = {
  me: () => call<Me>('GET', '/api/field/me'),
  signIn: (email: string, password: string) => call<unknown>('POST', '/api/auth/sign-in', { email, password }),
  signOut: () => call<unknown>('POST', '/api/auth/sign-out', {}),
  route: () => call<Route>('GET', '/api/field/route'),
  act: (visitId: string, action: 'on-my-way' | 'start' | 'complete' | 'skip', body: Record<string, unknown>) =>
    call<{ message: string }>('POST', `/api/field/visits/${encodeURIComponent(visitId)}/${action}`, body),
  uploadPhoto: (visitId: string, id: string, photo: Blob, kind: 'before' | 'after' | 'skip' = 'after') => {
    const form = new FormData();
    form.append('id', id);
    form.append('kind', kind);
    form.append('photo', photo, 'photo.jpg');
    return call<{ id: string }>('POST', `/api/field/visits/${encodeURIComponent(visitId)}/photos`, form);
  },
};
