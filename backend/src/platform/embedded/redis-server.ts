import { spawn, spawnSync } from 'node:child_process';
import Redis from 'ioredis';
import { freePort } from './free-port';

export async function redisAnswers(url: string, timeoutMs = 800): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export interface SpawnedRedis {
  url: string;
  stop(): Promise<void>;
}

/** Starts redis-server from PATH with nothing kept on disk; null when it is not installed. */
export async function spawnRedisServer(): Promise<SpawnedRedis | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const child = spawn('redis-server', ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await redisAnswers(url, 200)) {
      return {
        url,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  return null;
}
