import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { prepareSchema } from '../../backend/src/platform/database/data-source';
import { resolveTestServers, TEST_APP_ROLE, withDatabase, withRole } from './infra';

/** Once per run: find the servers, build a migrated template database that each test file clones, open to the app's role. */
export default async function globalSetup(): Promise<void> {
  const servers = await resolveTestServers();
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `scv_tpl_${runId}`;
  const admin = new Pool({ connectionString: servers.postgresUrl, max: 1 });
  await admin.query(`create database ${template}`);
  await admin.end();
  const templateUrl = withDatabase(servers.postgresUrl, template);
  // The grants live in the template's catalog, so every clone opens to the app's role as production does.
  await prepareSchema(templateUrl, withRole(templateUrl, TEST_APP_ROLE));
  process.env.SCV_TEST_PG_URL = servers.postgresUrl;
  process.env.SCV_TEST_REDIS_URL = servers.redisUrl;
  process.env.SCV_TEST_RUN_ID = runId;
  process.env.SCV_TEST_TEMPLATE = template;
  (globalThis as { __scvStopServers?: () => Promise<void> }).__scvStopServers = servers.stop;
}
