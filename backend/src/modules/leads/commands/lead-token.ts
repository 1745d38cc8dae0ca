import { randomBytes } from 'node:crypto';

/** The secret that makes a lead the starting browser's own; only its hash is kept (on lead.started). */
export const newLeadToken = (): string => randomBytes(32).toString('base64url');
