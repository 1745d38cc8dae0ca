import { createHmac, timingSafeEqual } from 'node:crypto';

export const CONFIRM_DELETION_PATH = '/api/data-deletion-requests/confirm';
/** The purpose the vault derives the signing key for (never the master key itself). */
export const CONFIRMATION_KEY_PURPOSE = 'data-deletion-confirmation/v1';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{43})$`);

/** The token in a confirmation link: the request id, a dot, and base64url(HMAC-SHA256) over it. */
export function signConfirmationToken(requestId: string, key: Buffer): string {
  return `${requestId}.${signature(requestId, key).toString('base64url')}`;
}

/** The request a token was signed for, or null when it is malformed or forged. Expiry and single use are the request's state. */
export function verifyConfirmationToken(token: unknown, key: Buffer): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(match[1], key);
  return given.length === expected.length && timingSafeEqual(given, expected) && given.toString('base64url') === match[2] ? match[1] : null;
}

function signature(requestId: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(`confirm-data-deletion:${requestId}`).digest();
}
