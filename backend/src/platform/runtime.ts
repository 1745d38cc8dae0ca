import type { DestinationStream } from 'pino';
import { AppConfig } from '../config/config';
import { Clock } from './clock';

/** What main (or a test) resolved before Nest starts: config, where the services are, the clock. */
export interface Runtime {
  config: AppConfig;
  databaseUrl: string;
  redisUrl: string;
  clock: Clock;
  /** Human-readable notes for the start-up banner, e.g. "database: embedded PostgreSQL". */
  adapters: string[];
  /** Where request logs go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}
