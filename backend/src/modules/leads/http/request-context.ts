import type { Request } from 'express';

export const requestIdOf = (req: Request): string | null => (req.id === undefined ? null : String(req.id));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
