import { ERROR_MESSAGES } from '../../../backend/src/platform/http/error-messages';
import { ApiError, NetworkError } from './http';

export { ERROR_MESSAGES };

export type ErrorKind = 'network' | 'auth' | 'rateLimit' | 'payment' | 'validation' | 'server' | 'unexpected';

export function errorKind(error: unknown): ErrorKind {
  if (error instanceof NetworkError) return 'network';
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  const status = error instanceof ApiError ? error.status : 0;
  if (message.includes('network') || message.includes('failed to fetch')) return 'network';
  if (status === 401 || status === 403 || message.includes('auth')) return 'auth';
  if (status === 429 || message.includes('rate limit')) return 'rateLimit';
  if (status === 402 || message.includes('payment')) return 'payment';
  if (status === 400 || status === 422 || message.includes('validation') || message.includes('invalid')) return 'validation';
  if (status >= 500 || message.includes('server')) return 'server';
  return 'unexpected';
}

/** A sentence for a person: validation errors keep their own words, everything else gets the catalogue's. */
export function describeError(error: unknown): string {
  const kind = errorKind(error);
  if (kind === 'validation') return error instanceof Error ? error.message : ERROR_MESSAGES.unexpected;
  return ERROR_MESSAGES[kind];
}
