import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Processor, Queue, QueueOptions, Worker, WorkerOptions } from 'bullmq';
import Redis from 'ioredis';
import { RedisConnection } from '../redis/redis-connection';

/** BullMQ queues and workers on the app's Redis and key prefix; closes them all on shutdown. */
@Injectable()
export class QueueFactory implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();
  private readonly closers: Array<() => Promise<unknown>> = [];

  constructor(@Inject(RedisConnection) private readonly redis: RedisConnection) {}

  queue<T = unknown>(name: string, options: Partial<QueueOptions> = {}): Queue<T> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { ...options, connection: this.redis.client, prefix: this.prefix() });
      this.queues.set(name, queue);
      const created = queue;
      this.closers.push(() => created.close());
    }
    return queue as Queue<T>;
  }

  /** Workers block on Redis, so each gets its own connection. */
  worker<T = unknown>(name: string, processor: Processor<T>, options: Partial<WorkerOptions> = {}): Worker<T> {
    const connection = new Redis(this.redis.url, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const worker = new Worker<T>(name, processor, { concurrency: 4, ...options, connection, prefix: this.prefix() });
    this.closers.push(async () => {
      await worker.close();
      await connection.quit().catch(() => connection.disconnect());
    });
    return worker;
  }

  private prefix(): string {
    return this.redis.key('bull');
  }

  async onApplicationShutdown(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) await close().catch(() => undefined);
  }
}
