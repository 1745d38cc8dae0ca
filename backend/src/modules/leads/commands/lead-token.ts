import { poolRandomBytes } from '../../../platform/random-bytes';

/** The secret that makes a lead the starting browser's own; only its hash is kept (on lead.started). */
export const newLeadToken = (): string => poolRandomBytes(32).toString('base64url');
