import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 for S3-compatible stores, by hand (issue 16): no SDK, only node:crypto. Pure. */

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SigV4Request {
  method: string;
  /** The path as sent (already URI-encoded per segment), e.g. /bucket/visit-photos/2026-03/a.jpg */
  path: string;
  /** Query parameters (unencoded); sorted and encoded here. */
  query?: Record<string, string>;
  /** Headers to sign (host included); names are lower-cased here. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or UNSIGNED-PAYLOAD). */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX (upper case). */
export function uriEncode(value: string, keepSlash = false): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** 'YYYYMMDDTHHMMSSZ' */
export const amzDate = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function canonicalRequest(request: SigV4Request): { text: string; signedHeaders: string } {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), String(value).trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = Object.entries(request.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const text = [request.method, request.path, query, headers.map(([n, v]) => `${n}:${v}\n`).join(''), signedHeaders, request.payloadHash].join('\n');
  return { text, signedHeaders };
}

/** The Authorization header value for a request made at `at` (its x-amz-date header must carry amzDate(at)). */
export function authorization(credentials: SigV4Credentials, request: SigV4Request, at: Date): string {
  const service = credentials.service ?? 's3';
  const stamp = amzDate(at);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(request);
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(text)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
