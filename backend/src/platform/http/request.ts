import type { Request } from 'express';

/** The request id requestLogging gave this request (a per-process counter), for event metadata; null when there is none. */
export const requestIdOf = (req: Request): string | null => (req.id === undefined ? null : String(req.id));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before a value reaches a uuid column, so a malformed id is a 404 or a 400, never a database error. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
