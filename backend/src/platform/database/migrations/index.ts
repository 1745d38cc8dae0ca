import { EventStore1763700000000 } from './1763700000000-event-store';
import { Identity1763700001000 } from './1763700001000-identity';
import { Orders1763700002000 } from './1763700002000-orders';
import { Chat1763700003000 } from './1763700003000-chat';

/** Listed explicitly so the same array works from ts (tests) and compiled js (start). */
export const MIGRATIONS = [EventStore1763700000000, Identity1763700001000, Orders1763700002000, Chat1763700003000];
