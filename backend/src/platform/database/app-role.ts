import { Client } from 'pg';

/**
 * The app's runtime role (DESIGN.md §10): the role named in the app's URL logs in with its password, is not a
 * superuser, cannot create roles or databases, owns nothing, and may read and write the tables of the app's
 * schema. The migration role keeps ownership, so a statement the app is tricked into running cannot read server
 * files, change the schema or reach other databases.
 *
 * Idempotent and safe to run from several processes at once (api and worker, concurrent test runs): roles are
 * global to the cluster, so a role another process has just created counts as created.
 */
export async function grantAppRole(migrationUrl: string, appUrl: string): Promise<void> {
  const app = new URL(appUrl);
  const role = decodeURIComponent(app.username);
  if (!role || role === decodeURIComponent(new URL(migrationUrl).username)) return;
  const password = decodeURIComponent(app.password);
  const client = new Client({ connectionString: migrationUrl });
  await client.connect();
  try {
    const name = client.escapeIdentifier(role);
    const login = password ? `login password ${client.escapeLiteral(password)}` : 'login';
    await client.query(`create role ${name} ${login} nosuperuser nocreatedb nocreaterole noreplication nobypassrls`).catch(async (error: PgError) => {
      if (error.code !== DUPLICATE_OBJECT && error.code !== UNIQUE_VIOLATION) throw error;
      // It exists: keep its password in step with the URL (a concurrent writer of the same value is fine).
      if (password) await client.query(`alter role ${name} ${login}`).catch(ignoreConcurrentUpdate);
    });
    const database = client.escapeIdentifier(decodeURIComponent(app.pathname.replace(/^\//, '')));
    await client.query('begin');
    // Grants rewrite catalog rows: two processes granting at once would fail with "tuple concurrently updated".
    await client.query(`select pg_advisory_xact_lock(hashtext('scv:app-role'))`);
    for (const sql of [
      `grant connect, temporary on database ${database} to ${name}`,
      // Before PostgreSQL 15 every role could create objects in public; the app role must not.
      'revoke create on schema public from public',
      `grant usage on schema public to ${name}`,
      `grant select, insert, update, delete, truncate on all tables in schema public to ${name}`,
      `grant usage, select, update on all sequences in schema public to ${name}`,
      `alter default privileges in schema public grant select, insert, update, delete, truncate on tables to ${name}`,
      `alter default privileges in schema public grant usage, select, update on sequences to ${name}`,
    ]) {
      await client.query(sql);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** True when the role the URL logs in as is a superuser (the banner warns: the app should not run as one). */
export async function connectsAsSuperuser(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
    return rows[0]?.rolsuper === true;
  } finally {
    await client.end();
  }
}

type PgError = Error & { code?: string };
const DUPLICATE_OBJECT = '42710';
const UNIQUE_VIOLATION = '23505';

function ignoreConcurrentUpdate(error: PgError): void {
  if (!/tuple concurrently updated/.test(error.message)) throw error;
}
