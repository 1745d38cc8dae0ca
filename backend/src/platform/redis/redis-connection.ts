import Redis, { RedisOptions } from 'ioredis';

/** One Redis connection plus the key prefix that isolates this deployment (or test run). */
export class RedisConnection {
  readonly client: Redis;

  constructor(readonly url: string, readonly prefix: string) {
    this.client = new Redis(url, connectionOptions());
    this.client.on('error', () => undefined);
  }

  key(...parts: Array<string | number>): string {
    return [this.prefix, ...parts].join(':');
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

function connectionOptions(): RedisOptions {
  return { maxRetriesPerRequest: null, enableReadyCheck: true };
}
