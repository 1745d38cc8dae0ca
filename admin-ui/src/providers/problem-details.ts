/** RFC 7807 body sent by the backend for every error. */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: Record<string, string>;
}

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export function isProblemDetails(body: unknown): body is ProblemDetails {
  return typeof body === 'object' && body !== null && ('title' in body || 'detail' in body);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The message a person should read: the problem's detail, else its title, else the generic text. */
export function problemMessage(body: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (!isProblemDetails(body)) return fallback;
  return nonEmpty(body.detail) ?? nonEmpty(body.title) ?? fallback;
}

export async function readProblemMessage(response: Response): Promise<string> {
  try {
    return problemMessage(await response.json());
  } catch {
    return UNEXPECTED_ERROR_MESSAGE;
  }
}
