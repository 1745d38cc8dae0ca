import { ERROR_MESSAGES } from './error-messages';
import { Problem } from './problem';

/** Seconds a client should wait before retrying while a dependency is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A dependency (PostgreSQL, Redis) is down: 503 with Retry-After, so clients back off instead of seeing a 500 or a hang. */
export class ServiceUnavailable extends Problem {
  constructor(detail: string = ERROR_MESSAGES.server) {
    super(503, 'Service Unavailable', detail, undefined, 'SERVICE_UNAVAILABLE', { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
  }
}

// 57014 query_canceled (statement_timeout), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 53300 too_many_connections, 08xxx connection exceptions.
const PG_UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server went away mid-query, or the pool's connect timeout fired
  /^timeout exceeded when trying to connect/, // pg-pool: connectionTimeoutMillis
  /^timeout expired$/, // pg: a new connection's own connectionTimeoutMillis (the connect bound, database.ts)
  /^Client has encountered a connection error and is not queryable/,
  /^Command timed out/, // ioredis: commandTimeout
  /^Connection is closed\./, // ioredis
  /enableOfflineQueue options is false/, // ioredis: sent while disconnected
  /^Reached the max retries per request limit/, // ioredis: MaxRetriesPerRequestError
];

/** True for the errors a down or overloaded database or Redis produces, which are not the request's fault. */
export function isUnavailableError(error: unknown): boolean {
  // Duck-typed: socket errors come from Node's own realm, where `instanceof Error` can be false (e.g. under Jest).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (PG_UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code))) return true;
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError of each.
  if (Array.isArray(errors) && errors.length && errors.every(isUnavailableError)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}
