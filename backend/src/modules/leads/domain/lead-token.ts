import { createHash, timingSafeEqual } from 'node:crypto';

/** A lead's secret is 32 random bytes, base64url: 43 characters. Anything much longer is not one. */
const MAX_TOKEN_LENGTH = 100;

export const hashLeadToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether the presented secret is the one whose hash the lead keeps, in constant time. */
export function leadTokenMatches(token: string | null | undefined, tokenHash: string | null): boolean {
  if (!token || !tokenHash || token.length > MAX_TOKEN_LENGTH) return false;
  const presented = Buffer.from(hashLeadToken(token), 'hex');
  const kept = Buffer.from(tokenHash, 'hex');
  return presented.length === kept.length && timingSafeEqual(presented, kept);
}
