import { randomUUID } from 'node:crypto';

/**
 * The RFC 5322 Message-ID we set. With an event id it is deterministic, so a retried job sends the same id
 * (and receivers can drop the duplicate); the kind is part of it because one event may cause several messages.
 */
export function messageIdFor(publicUrl: string, eventId?: string | null, kind?: string): string {
  const host = new URL(publicUrl).hostname || 'localhost';
  const local = eventId ? `${eventId.toLowerCase()}.${kind ?? 'email'}` : randomUUID();
  return `<${local}@${host}>`;
}
