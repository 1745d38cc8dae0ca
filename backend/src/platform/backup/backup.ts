import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';

/**
 * One backup file: gzip'd JSON lines. The first line is the header (format, when, the migrations the schema had,
 * the vault master key sealed with a passphrase), then one line per row of every table in foreign-key order, then
 * the sequences. It is a logical dump made through the driver rather than pg_dump: the embedded server ships no
 * pg_dump, a machine's pg_dump is often older than the server (and refuses it), and rows restore into any
 * PostgreSQL the app runs on, after the same version's migrations have built the schema.
 */
export const BACKUP_FORMAT = 'scv-backup';
const BACKUP_VERSION = 1;
const MIGRATIONS_TABLE = 'typeorm_migrations';
const BATCH = 500;

export class BackupError extends Error {}

interface SealedKey {
  kdf: 'scrypt';
  salt: string;
  iv: string;
  tag: string;
  data: string;
}

interface Header {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: string[];
  tables: string[];
  key: SealedKey;
}

type Line = { table: string; row: Record<string, unknown> } | { sequence: string; value: number; called: boolean };

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
}

/** Dumps every table of the database at url (its owner or a superuser) and the sealed key into file. */
export async function writeBackup(options: { url: string; file: string; masterKey: Buffer; passphrase: string; now?: Date }): Promise<BackupSummary> {
  if (options.passphrase.length < 8) throw new BackupError('The backup passphrase must be at least 8 characters');
  const client = new Client({ connectionString: options.url });
  await client.connect();
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(options.file, { mode: 0o600 }));
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  let rows = 0;
  try {
    // One snapshot for the whole dump: rows appended meanwhile are either all in it or all out.
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInDependencyOrder(client);
    const migrations = (await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by timestamp, name`)).rows.map((r) => r.name);
    const header: Header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      migrations,
      tables,
      key: sealKey(options.masterKey, options.passphrase),
    };
    await write(header);
    for (const table of tables) {
      await client.query(`declare dump cursor for select row_to_json(t) as row from ${ident(table)} t`);
      for (;;) {
        const batch = await client.query<{ row: Record<string, unknown> }>(`fetch ${BATCH} from dump`);
        for (const { row } of batch.rows) await write({ table, row } satisfies Line);
        rows += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
      await client.query('close dump');
    }
    for (const { name } of (await client.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`))
      .rows) {
      const [state] = (await client.query<{ value: number; called: boolean }>(`select last_value::bigint as value, is_called as called from ${ident(name)}`))
        .rows;
      await write({ sequence: name, value: Number(state.value), called: state.called } satisfies Line);
    }
    await client.query('commit');
    gzip.end();
    await written;
    return { file: options.file, tables: tables.length, rows };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Reads only the header and opens the key: a wrong passphrase or a foreign file fails before anything is written. */
export async function openBackupKey(file: string, passphrase: string): Promise<{ header: Header; masterKey: Buffer }> {
  const header = await readHeader(file);
  return { header, masterKey: unsealKey(header.key, passphrase) };
}

/**
 * Restores file into the database at url (its owner or a superuser), which must be migrated by this version
 * (the same migrations as the backup) and hold no events yet. Read tables come back as they were, so a replay
 * --verify finds them identical; erased people stay erased, as their keys were shredded before the dump.
 */
export async function restoreBackup(options: { url: string; file: string; passphrase: string }): Promise<{ masterKey: Buffer; rows: number; tables: number }> {
  const { header, masterKey } = await openBackupKey(options.file, options.passphrase);
  const client = new Client({ connectionString: options.url });
  await client.connect();
  try {
    const migrations = (await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by timestamp, name`)).rows.map((r) => r.name);
    if (JSON.stringify(migrations) !== JSON.stringify(header.migrations)) {
      throw new BackupError(
        `The backup was made by a version with ${header.migrations.length} migrations (last: ${header.migrations.at(-1)}); this database has ${migrations.length} (last: ${migrations.at(-1)}). Restore with the version that made it, then upgrade.`,
      );
    }
    const [{ events }] = (await client.query<{ events: number }>('select count(*)::int as events from es_events')).rows;
    if (events > 0) throw new BackupError(`The target database is not empty (${events} events): restore into an empty database`);
    const present = new Set(await tablesInDependencyOrder(client));
    const missing = header.tables.filter((t) => !present.has(t));
    if (missing.length) throw new BackupError(`The target database lacks tables the backup has: ${missing.join(', ')}`);
    const columns = await insertableColumns(client);

    await client.query('begin');
    // Rows the migrations seeded (settings, secrets) are replaced by the backup's own.
    const restored = header.tables.filter((t) => t !== MIGRATIONS_TABLE);
    if (restored.length) await client.query(`truncate ${restored.map(ident).join(', ')}`);
    let rows = 0;
    let pending: { table: string; rows: Record<string, unknown>[] } | null = null;
    const flush = async () => {
      if (!pending?.rows.length) return;
      const cols = columns.get(pending.table)!.map(ident).join(', ');
      await client.query(
        `insert into ${ident(pending.table)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${ident(pending.table)}, $1::json)`,
        [JSON.stringify(pending.rows)],
      );
      rows += pending.rows.length;
      pending = null;
    };
    for await (const line of readLines(options.file, 1)) {
      const entry = JSON.parse(line) as Line;
      if ('sequence' in entry) {
        await flush();
        await client.query('select setval($1::regclass, $2, $3)', [ident(entry.sequence), entry.value, entry.called]);
        continue;
      }
      if (entry.table === MIGRATIONS_TABLE) continue;
      if (pending && (pending.table !== entry.table || pending.rows.length >= BATCH)) await flush();
      pending ??= { table: entry.table, rows: [] };
      pending.rows.push(entry.row);
    }
    await flush();
    await renumberTransactionsIfAhead(client);
    await client.query('commit');
    return { masterKey, rows, tables: restored.length };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Consumers read events in (transaction id, position) order below the oldest running transaction. A fresh server's
 * transaction ids start low, below the backup's, so events appended after the restore would sort before the
 * restored ones and stay unread. Then the restored events take this transaction's id, and each checkpoint the
 * position before the first event it had not processed (at worst a consumer sees a few events again; they are
 * idempotent).
 */
async function renumberTransactionsIfAhead(client: Client): Promise<void> {
  const [{ ahead }] = (
    await client.query<{ ahead: boolean }>('select coalesce((select max(transaction_id) from es_events) >= pg_current_xact_id(), false) as ahead')
  ).rows;
  if (!ahead) return;
  await client.query(
    `update es_checkpoints c set last_tx = pg_current_xact_id(), last_position = coalesce(
       (select min(e.global_position) - 1 from es_events e where (e.transaction_id, e.global_position) > (c.last_tx, c.last_position)),
       (select coalesce(max(global_position), 0) from es_events))`,
  );
  await client.query('update es_events set transaction_id = pg_current_xact_id()');
}

async function readHeader(file: string): Promise<Header> {
  for await (const line of readLines(file, 0)) {
    let header: Header;
    try {
      header = JSON.parse(line) as Header;
    } catch {
      break;
    }
    if (header?.format !== BACKUP_FORMAT) break;
    if (header.version !== BACKUP_VERSION) throw new BackupError(`Backup format version ${header.version} is not supported by this version`);
    return header;
  }
  throw new BackupError(`${file} is not a backup made by npm run backup`);
}

/** The file's lines from the skip-th on (0: from the header). */
async function* readLines(file: string, skip: number): AsyncGenerator<string> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const text = new PassThrough();
  const piping = pipeline(source, gunzip, text).catch(
    (error: Error) => void text.destroy(new BackupError(`${file} is not a readable backup: ${error.message}`)),
  );
  const lines = createInterface({ input: text, crlfDelay: Infinity });
  let index = 0;
  try {
    for await (const line of lines) {
      if (index++ < skip || !line) continue;
      yield line;
    }
  } catch (error) {
    throw error instanceof BackupError ? error : new BackupError(`${file} is not a readable backup: ${(error as Error).message}`);
  } finally {
    // Stopping early (after the header) leaves decompressed text nobody reads: end every stage, or the pipe waits forever.
    lines.close();
    for (const stream of [text, gunzip, source]) stream.destroy();
    await piping;
  }
}

/** Base tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInDependencyOrder(client: Client): Promise<string[]> {
  const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map(
    (r) => r.name,
  );
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
    )
  ).rows.map((e) => ({ child: unquote(e.child), parent: unquote(e.parent) }));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Every table's columns a row may be inserted with (not generated ones such as search texts). */
async function insertableColumns(client: Client): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.table, [...(map.get(row.table) ?? []), row.column]);
  return map;
}

function sealKey(masterKey: Buffer, passphrase: string): SealedKey {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', scryptSync(passphrase, salt, 32), iv);
  const data = Buffer.concat([cipher.update(masterKey), cipher.final()]);
  return {
    kdf: 'scrypt',
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

function unsealKey(sealed: SealedKey, passphrase: string): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', scryptSync(passphrase, Buffer.from(sealed.salt, 'base64'), 32), Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  } catch {
    throw new BackupError('Wrong passphrase: the vault key in this backup cannot be opened with it');
  }
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function unquote(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name;
}
