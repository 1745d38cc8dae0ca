import { UnknownEventTypeError } from './errors';
import { JsonObject, RecordedEvent } from './types';
import { DomainEvent, registryStream, TypedStreamDefinition } from './typed-stream';

export type Upcaster = (data: JsonObject) => JsonObject;

export interface EventDefinition {
  /** Stable name, e.g. 'lead.started'; stored as 'lead.started.v<version>'. */
  type: string;
  version: number;
  /** Dotted paths of personal fields, encrypted in the log; '*' walks arrays, e.g. 'dogs.*.name'. */
  personalFields?: string[];
  /** upcasters[n] turns version n data into version n + 1. */
  upcasters?: Record<number, Upcaster>;
}

export interface StreamDefinition<S = unknown> {
  streamType: string;
  initialState(): S;
  evolve(state: S, event: RecordedEvent): S;
}

const STORED = /^(.+)\.v(\d+)$/;

/** Every event type has a stable string and a current version; old versions are upcast on read. */
export class EventRegistry {
  private readonly events = new Map<string, EventDefinition>();
  private readonly streams = new Map<string, StreamDefinition>();

  register(...definitions: EventDefinition[]): this {
    for (const definition of definitions) {
      const existing = this.events.get(definition.type);
      if (existing && existing.version !== definition.version) {
        throw new Error(`Event ${definition.type} registered twice with versions ${existing.version} and ${definition.version}`);
      }
      this.events.set(definition.type, definition);
    }
    return this;
  }

  registerStream<S>(definition: StreamDefinition<S>): this {
    this.streams.set(definition.streamType, definition as StreamDefinition);
    return this;
  }

  /** Registers a typed stream: its events and its fold. */
  defineStream<S, E extends DomainEvent>(definition: TypedStreamDefinition<S, E>): this {
    return this.register(...definition.events).registerStream(registryStream(definition));
  }

  has(type: string): boolean {
    return this.events.has(type);
  }

  definition(type: string): EventDefinition {
    const definition = this.events.get(type);
    if (!definition) throw new UnknownEventTypeError(type);
    return definition;
  }

  storedType(type: string): string {
    return `${type}.v${this.definition(type).version}`;
  }

  stream(streamType: string): StreamDefinition | undefined {
    return this.streams.get(streamType);
  }

  /** Parses 'x.y.v1' and upcasts its data to the registered version; unknown types pass through untouched. */
  upcast(storedType: string, data: JsonObject): { type: string; data: JsonObject } {
    const match = STORED.exec(storedType);
    if (!match) return { type: storedType, data };
    const [, type, versionText] = match;
    const definition = this.events.get(type);
    if (!definition) return { type, data };
    let version = Number(versionText);
    let current = data;
    while (version < definition.version) {
      const upcaster = definition.upcasters?.[version];
      if (!upcaster) throw new Error(`No upcaster for ${type} from v${version}`);
      current = upcaster(current);
      version++;
    }
    return { type, data: current };
  }

  personalFields(type: string): string[] {
    return this.events.get(type)?.personalFields ?? [];
  }
}
