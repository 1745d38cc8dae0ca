import Redis, { RedisOptions } from 'ioredis';
import { within } from '../time/within';

/** How long a request waits on a Redis command before it fails (the filter answers 503); rate limits wait less. */
export const REDIS_REQUEST_TIMEOUT_MS = 1_000;

/** One Redis connection plus the key prefix that isolates this deployment (or test run). */
export class RedisConnection {
  /** BullMQ's connection: it waits for Redis as long as it takes (BullMQ requires maxRetriesPerRequest: null). */
  readonly client: Redis;
  private fastClient?: Redis;

  constructor(
    readonly url: string,
    readonly prefix: string,
  ) {
    this.client = new Redis(url, connectionOptions());
    this.client.on('error', () => undefined);
  }

  /**
   * The connection for commands a request waits on (rate limits, lockouts): it fails within
   * REDIS_REQUEST_TIMEOUT_MS while Redis is down instead of queueing until it is back.
   */
  get requests(): Redis {
    if (!this.fastClient) {
      this.fastClient = new Redis(this.url, { maxRetriesPerRequest: 1, commandTimeout: REDIS_REQUEST_TIMEOUT_MS, enableReadyCheck: true });
      this.fastClient.on('error', () => undefined);
    }
    return this.fastClient;
  }

  /** False while the request connection is known to be down (it lost Redis and is reconnecting). */
  get requestsConnected(): boolean {
    return !isDown(this.requests);
  }

  /** True while the shared connection has lost Redis: a request should not queue BullMQ work behind it. */
  get down(): boolean {
    return isDown(this.client);
  }

  key(...parts: Array<string | number>): string {
    return [this.prefix, ...parts].join(':');
  }

  /** True while the shared connection is up and answering. */
  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /**
   * Closes both connections, bounded: QUIT where the connection is up (it answers at once), a plain disconnect
   * where it is not. With maxRetriesPerRequest: null a QUIT sent while ioredis is reconnecting would wait in the
   * offline queue for as long as Redis stays away, and a close must never wait on the outage.
   */
  async close(timeoutMs = REDIS_CLOSE_MS): Promise<void> {
    await Promise.all([this.client, this.fastClient].map((c) => (c ? closeClient(c, timeoutMs) : undefined)));
  }
}

/** How long a QUIT may take before the connection is simply dropped. */
export const REDIS_CLOSE_MS = 1_000;

async function closeClient(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') {
    const quit = await within(client.quit(), timeoutMs, 'QUIT unanswered').then(
      () => true,
      () => false,
    );
    if (quit) return;
  }
  client.disconnect();
}

function isDown(client: Redis): boolean {
  return client.status === 'reconnecting' || client.status === 'close' || client.status === 'end';
}

function connectionOptions(): RedisOptions {
  return { maxRetriesPerRequest: null, enableReadyCheck: true };
}
