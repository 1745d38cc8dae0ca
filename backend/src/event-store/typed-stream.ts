import { PoolClient } from 'pg';
import { Queryable } from '../platform/database/database';
import type { EventDefinition, StreamDefinition } from './event-registry';
import type { AppendOptions, AppendResult, EventStore } from './event-store';
import { ExpectedVersion, JsonObject, RecordedEvent } from './types';

/** One event of a stream's typed union: a type string and its data. */
export interface DomainEvent {
  type: string;
  data: object;
}

/** A recorded event narrowed to its stream's union (the registry guarantees the type string). */
export type TypedRecorded<E extends DomainEvent> = Omit<RecordedEvent, 'type' | 'data'> & E;

/**
 * Everything the store needs to know about one stream type: its id scheme, its registered events, and the
 * pure fold (`initialState`, `evolve`) that commands decide on and auditors replay.
 */
export interface TypedStreamDefinition<S, E extends DomainEvent> {
  streamType: string;
  streamId(id: string): string;
  events: EventDefinition[];
  initialState(): S;
  evolve(state: S, event: E): S;
}

export function defineStream<S, E extends DomainEvent>(definition: TypedStreamDefinition<S, E>): TypedStreamDefinition<S, E> {
  return definition;
}

/** The registry's untyped view of a typed stream (for /state, replays and the event log). */
export function registryStream<S, E extends DomainEvent>(definition: TypedStreamDefinition<S, E>): StreamDefinition<S> {
  return { streamType: definition.streamType, initialState: definition.initialState, evolve: (state, event) => definition.evolve(state, narrow<E>(event)) };
}

export function narrow<E extends DomainEvent>(recorded: RecordedEvent): TypedRecorded<E> {
  return recorded as unknown as TypedRecorded<E>;
}

/** Folds a typed history from the initial state. */
export function fold<S, E extends DomainEvent>(definition: TypedStreamDefinition<S, E>, events: readonly E[]): S {
  return events.reduce(definition.evolve, definition.initialState());
}

export interface Aggregate<S, E extends DomainEvent> {
  state: S;
  /** The version to append after: 'no-stream' when nothing was recorded yet. */
  expected: ExpectedVersion;
  exists: boolean;
  subjectId: string | null;
  events: TypedRecorded<E>[];
}

/** Typed access to one stream type: read, fold and append its union without casts in the modules. */
export class TypedStream<S, E extends DomainEvent> {
  constructor(
    private readonly store: EventStore,
    readonly definition: TypedStreamDefinition<S, E>,
  ) {}

  streamId(id: string): string {
    return this.definition.streamId(id);
  }

  async read(id: string, options: { client?: Queryable; toVersion?: number } = {}): Promise<TypedRecorded<E>[]> {
    return (await this.store.readStream(this.streamId(id), options)).map((event) => narrow<E>(event));
  }

  async aggregate(id: string, options: { client?: Queryable } = {}): Promise<Aggregate<S, E>> {
    const events = await this.read(id, options);
    const last = events[events.length - 1];
    return {
      state: events.reduce<S>((state, event) => this.definition.evolve(state, event), this.definition.initialState()),
      expected: last ? last.version : 'no-stream',
      exists: events.length > 0,
      subjectId: last?.subjectId ?? null,
      events,
    };
  }

  async append(id: string, expected: ExpectedVersion, events: readonly E[], options: AppendOptions & { client?: PoolClient } = {}): Promise<AppendResult> {
    return this.store.append(
      this.streamId(id),
      this.definition.streamType,
      expected,
      events.map((event) => ({ type: event.type, data: event.data as JsonObject })),
      options,
    );
  }
}
