import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Database, Queryable } from '../../platform/database/database';
import { Clock } from '../../platform/clock';
import { JsonObject } from '../types';

export const ERASED = '[erased]';
const PREFIX = 'pii:v1:';
const KEY_TTL_MS = 60_000;

/** Crypto-shredding: personal fields are sealed with a per-person key; deleting the key erases them everywhere. */
export class PersonalDataVault {
  private readonly cache = new Map<string, { key: Buffer | null; at: number }>();

  constructor(
    private readonly db: Database,
    private readonly masterKey: Buffer,
    private readonly clock: Clock,
  ) {
    if (masterKey.length !== 32) throw new Error('The vault master key must be 32 bytes');
  }

  /** A stable subject id for a person, from their normalised e-mail; the e-mail itself is never stored in clear. */
  subjectIdFor(email: string): string {
    const digest = createHmac('sha256', this.masterKey).update(email.trim().toLowerCase()).digest('hex');
    return `${digest.slice(0, 8)}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-8${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
  }

  static isSealed(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(PREFIX);
  }

  /** Seals the given paths of data in place-copy; returns the new object. */
  async seal(subjectId: string, data: JsonObject, paths: string[]): Promise<JsonObject> {
    if (!paths.length) return data;
    const key = await this.keyFor(subjectId, true);
    if (!key) throw new Error(`Personal data for subject ${subjectId} was erased; nothing new may be written under it`);
    const copy = structuredClone(data);
    for (const path of paths) mapPath(copy, path.split('.'), (value) => (value === undefined || value === null ? value : encrypt(key, value)));
    return copy;
  }

  /** Opens every sealed value anywhere in data; erased subjects read as [erased]. */
  async open(subjectId: string | null, data: JsonObject): Promise<JsonObject> {
    if (!subjectId || !containsSealed(data)) return data;
    const key = await this.keyFor(subjectId, false);
    return deepMap(data, (value) => (PersonalDataVault.isSealed(value) ? (key ? decrypt(key, value) : ERASED) : value)) as JsonObject;
  }

  /** Deletes the person's key; every sealed field of theirs becomes unreadable for good. */
  async erase(subjectId: string, actor: string, client: Queryable = this.db.pool): Promise<void> {
    await client.query(
      `insert into vault_keys (subject_id, wrapped_key, erased_at, erased_by) values ($1, null, $2, $3)
       on conflict (subject_id) do update set wrapped_key = null, erased_at = $2, erased_by = $3`,
      [subjectId, this.clock.now(), actor],
    );
    this.cache.set(subjectId, { key: null, at: Date.now() });
  }

  async isErased(subjectId: string): Promise<boolean> {
    const rows = await this.db.query<{ erased_at: Date | null }>('select erased_at from vault_keys where subject_id = $1', [subjectId]);
    return Boolean(rows[0]?.erased_at);
  }

  private async keyFor(subjectId: string, create: boolean): Promise<Buffer | null> {
    const cached = this.cache.get(subjectId);
    if (cached && Date.now() - cached.at < KEY_TTL_MS && (cached.key || !create)) return cached.key;
    if (create) {
      await this.db.query('insert into vault_keys (subject_id, wrapped_key) values ($1, $2) on conflict do nothing', [
        subjectId,
        wrap(this.masterKey, randomBytes(32)),
      ]);
    }
    const rows = await this.db.query<{ wrapped_key: Buffer | null }>('select wrapped_key from vault_keys where subject_id = $1', [subjectId]);
    const key = rows[0]?.wrapped_key ? unwrap(this.masterKey, rows[0].wrapped_key) : null;
    this.cache.set(subjectId, { key, at: Date.now() });
    return key;
  }
}

function encrypt(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, sealed: string): unknown {
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}

function wrap(master: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function unwrap(master: Buffer, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', master, wrapped.subarray(0, 12));
  decipher.setAuthTag(wrapped.subarray(12, 28));
  return Buffer.concat([decipher.update(wrapped.subarray(28)), decipher.final()]);
}

function mapPath(target: unknown, path: string[], fn: (value: unknown) => unknown): void {
  if (target === null || typeof target !== 'object') return;
  const [head, ...rest] = path;
  const container = target as Record<string, unknown>;
  const keys = head === '*' ? Object.keys(container) : [head];
  for (const key of keys) {
    if (!(key in container)) continue;
    if (rest.length) mapPath(container[key], rest, fn);
    else container[key] = fn(container[key]);
  }
}

function containsSealed(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith(PREFIX);
  if (value && typeof value === 'object') return Object.values(value).some(containsSealed);
  return false;
}

function deepMap(value: unknown, fn: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => deepMap(v, fn));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepMap(v, fn)]));
  }
  return fn(value);
}
