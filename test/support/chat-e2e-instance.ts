import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Pool } from 'pg';

export interface AppInstance {
  baseUrl: string;
  stop(): Promise<void>;
}

const PROJECT_ROOT = join(__dirname, '../..');
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A second built app (test/e2e/serve.mjs, own port, database and prefix) whose chat uses a model stand-in, so a failure is real, not a stubbed route. */
export async function startAppWithModel(modelBaseUrl: string): Promise<AppInstance> {
  const port = await freePort();
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const child = spawn(process.execPath, ['test/e2e/serve.mjs'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_RUN_ID: runId,
      OPENAI_API_KEY: 'sk-e2e-stand-in',
      OPENAI_BASE_URL: modelBaseUrl,
      CHAT_MODEL: 'gpt-stand-in',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second app instance exited: ${stderr.slice(-2000)}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the second app instance did not start within 90 s: ${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await dropDatabase(`scv_e2e_${runId}`);
    },
  };
}

/** serve.mjs leaves its database for a later run to sweep; this one is dropped at once when the server is known. */
async function dropDatabase(name: string): Promise<void> {
  const pool = new Pool({ connectionString: process.env.TEST_DATABASE_URL ?? LOCAL_PG, max: 1, connectionTimeoutMillis: 1000 });
  pool.on('error', () => undefined);
  await pool.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  await pool.end().catch(() => undefined);
}
