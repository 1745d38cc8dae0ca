import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';
import { Database, Queryable } from '../../platform/database/database';
import { Clock } from '../../platform/clock';
import { JsonObject } from '../types';
import { poolRandomBytes } from '../../platform/random-bytes';

export const ERASED = '[erased]';
const PREFIX = 'pii:';
/** Sealed before key generations existed: always generation 1. */
const LEGACY = 'pii:v1:';
const CURRENT = /^pii:v2:(\d{1,9}):/;
const KEY_TTL_MS = 60_000;

interface CurrentKey {
  generation: number;
  key: Buffer;
}

interface SubjectKeys {
  at: number;
  /** The live key new data is sealed with; undefined until looked up. */
  current?: CurrentKey;
  generations: Map<number, Buffer | null>;
}

/**
 * Crypto-shredding: personal fields are sealed with a per-person key; deleting the key erases them everywhere.
 * Keys have generations: erasure shreds every generation of a person, and a person who comes back afterwards
 * is sealed under a fresh generation, so their new data reads normally while the old stays [erased].
 */
export class PersonalDataVault {
  private readonly cache = new Map<string, SubjectKeys>();

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

  /** A 32-byte key for one purpose (e.g. signing links), derived from the master key; never the master key itself. */
  derivedKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.masterKey, Buffer.alloc(0), `scv/vault-derived/${purpose}`, 32));
  }

  static isSealed(value: unknown): value is string {
    // The prefix first: nearly every string of an event is not sealed, and this answers those without a regex.
    return typeof value === 'string' && value.startsWith(PREFIX) && (value.startsWith(LEGACY) || CURRENT.test(value));
  }

  /** Makes (or reads) the person's live key ahead of a seal, so a caller can overlap that round trip with its own. */
  async prepare(subjectId: string): Promise<void> {
    await this.currentKey(subjectId);
  }

  /** Seals the given paths of data in place-copy; returns the new object. */
  async seal(subjectId: string, data: JsonObject, paths: string[]): Promise<JsonObject> {
    if (!paths.length) return data;
    const { generation, key } = await this.currentKey(subjectId);
    const copy = structuredClone(data);
    for (const path of paths) mapPath(copy, path.split('.'), (value) => (value === undefined || value === null ? value : encrypt(key, generation, value)));
    return copy;
  }

  /** Opens every sealed value anywhere in data; values under an erased generation read as [erased]. */
  async open(subjectId: string | null, data: JsonObject): Promise<JsonObject> {
    if (!subjectId) return data;
    // One walk that builds nothing finds the generations; most events hold no sealed value and stop here.
    const generations = new Set<number>();
    forEachSealed(data, (sealed) => generations.add(generationOf(sealed)));
    if (!generations.size) return data;
    const keys = new Map<number, Buffer | null>();
    for (const generation of generations) keys.set(generation, await this.keyOf(subjectId, generation));
    return openSealed(data, (sealed) => {
      const key = keys.get(generationOf(sealed));
      return key ? decrypt(key, sealed) : ERASED;
    }) as JsonObject;
  }

  /** Deletes every key generation of the person; every sealed field of theirs so far becomes unreadable for good. */
  async erase(subjectId: string, actor: string, client: Queryable = this.db.pool): Promise<void> {
    const now = this.clock.now();
    const { rowCount } = await client.query(
      `update vault_keys set wrapped_key = null, erased_at = $2, erased_by = $3 where subject_id = $1 and erased_at is null`,
      [subjectId, now, actor],
    );
    // A person never sealed still gets a record of the erasure.
    if (!rowCount) {
      await client.query(
        `insert into vault_keys (subject_id, generation, wrapped_key, erased_at, erased_by) values ($1, 1, null, $2, $3) on conflict do nothing`,
        [subjectId, now, actor],
      );
    }
    this.cache.delete(subjectId);
  }

  /** Drops this process's cached keys for the person, so the next use reads vault_keys as committed. */
  forget(subjectId: string): void {
    this.cache.delete(subjectId);
  }

  /** True when the person was erased and has not come back since (no live key). */
  async isErased(subjectId: string): Promise<boolean> {
    const rows = await this.db.query<{ erased_at: Date | null }>('select erased_at from vault_keys where subject_id = $1 order by generation desc limit 1', [
      subjectId,
    ]);
    return Boolean(rows[0]?.erased_at);
  }

  /** How many key generations of the person were erased: it grows with every erasure, so a change means one happened. */
  async erasureCount(subjectId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(`select ${erasureCountSql('$1::uuid')} as n`, [subjectId]);
    return row.n;
  }

  private entry(subjectId: string): SubjectKeys {
    const cached = this.cache.get(subjectId);
    if (cached && Date.now() - cached.at < KEY_TTL_MS) return cached;
    const fresh: SubjectKeys = { at: Date.now(), generations: new Map() };
    this.cache.set(subjectId, fresh);
    return fresh;
  }

  /** The live generation, made when the person has none: the first, or the next after an erasure. */
  private async currentKey(subjectId: string): Promise<CurrentKey> {
    const entry = this.entry(subjectId);
    if (entry.current) return entry.current;
    // Inserts only when no generation is live, and answers the live one, in one round trip. The statement cannot see a
    // row a racing writer committed after it began (its insert then did nothing): the newest row is then read again.
    const fresh = poolRandomBytes(32);
    const wrapped = wrap(this.masterKey, fresh);
    let [row] = await this.db.query<{ generation: number; wrapped_key: Buffer | null }>(
      `with made as (
         insert into vault_keys (subject_id, generation, wrapped_key)
         select $1, coalesce(max(generation), 0) + 1, $2::bytea from vault_keys where subject_id = $1
         having bool_or(wrapped_key is not null) is not true
         on conflict do nothing
         returning generation, wrapped_key)
       select generation, wrapped_key from made
       union all
       (select generation, wrapped_key from vault_keys where subject_id = $1 and not exists (select 1 from made) order by generation desc limit 1)`,
      [subjectId, wrapped],
    );
    if (!row?.wrapped_key) {
      [row] = await this.db.query<{ generation: number; wrapped_key: Buffer | null }>(
        'select generation, wrapped_key from vault_keys where subject_id = $1 order by generation desc limit 1',
        [subjectId],
      );
    }
    if (!row?.wrapped_key) throw new Error(`No live vault key for subject ${subjectId}`);
    // The key this call made needs no unwrapping (its wrapping has a random IV, so no other row holds the same bytes).
    const current = { generation: row.generation, key: row.wrapped_key.equals(wrapped) ? fresh : unwrap(this.masterKey, row.wrapped_key) };
    entry.current = current;
    entry.generations.set(current.generation, current.key);
    return current;
  }

  private async keyOf(subjectId: string, generation: number): Promise<Buffer | null> {
    const entry = this.entry(subjectId);
    if (entry.generations.has(generation)) return entry.generations.get(generation) ?? null;
    const rows = await this.db.query<{ wrapped_key: Buffer | null }>('select wrapped_key from vault_keys where subject_id = $1 and generation = $2', [
      subjectId,
      generation,
    ]);
    const key = rows[0]?.wrapped_key ? unwrap(this.masterKey, rows[0].wrapped_key) : null;
    entry.generations.set(generation, key);
    return key;
  }
}

function generationOf(sealed: string): number {
  const match = CURRENT.exec(sealed);
  return match ? Number(match[1]) : 1;
}

function encrypt(key: Buffer, generation: number, value: unknown): string {
  const iv = poolRandomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `pii:v2:${generation}:` + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, sealed: string): unknown {
  const header = CURRENT.exec(sealed)?.[0] ?? LEGACY;
  const raw = Buffer.from(sealed.slice(header.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}

function wrap(master: Buffer, key: Buffer): Buffer {
  const iv = poolRandomBytes(12);
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

function forEachSealed(value: unknown, fn: (sealed: string) => void): void {
  if (typeof value === 'string') {
    if (PersonalDataVault.isSealed(value)) fn(value);
  } else if (Array.isArray(value)) {
    for (const item of value) forEachSealed(item, fn);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) forEachSealed(item, fn);
  }
}

/**
 * A copy of value with each sealed string replaced by fn's answer. Only the objects and arrays on the way to a sealed
 * value are copied; the rest is shared with value, which the caller owns (a row just read). A copied object is built
 * from its entries, so a '__proto__' key stays an own key.
 */
function openSealed(value: unknown, fn: (sealed: string) => unknown): unknown {
  if (typeof value === 'string') return PersonalDataVault.isSealed(value) ? fn(value) : value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const opened = openSealed(value[i], fn);
      if (opened !== value[i]) (copy ??= value.slice())[i] = opened;
    }
    return copy ?? value;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    let changed = false;
    for (const entry of entries) {
      const opened = openSealed(entry[1], fn);
      if (opened !== entry[1]) {
        entry[1] = opened;
        changed = true;
      }
    }
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}

/**
 * The SQL for erasureCount of the subject named by `subject` (a parameter or column), for statements that read the mark
 * together with something else in one round trip.
 */
export function erasureCountSql(subject: string): string {
  return `(select count(*)::int from vault_keys where subject_id = ${subject} and erased_at is not null)`;
}
