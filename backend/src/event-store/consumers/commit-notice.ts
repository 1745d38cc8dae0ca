import { Consumer } from './consumer';

/**
 * Whether a NOTIFY on es_events concerns a consumer. Its payload is '<stream type> <event type>' for each type a commit
 * holds (commitNotice), or the stream type alone (an append inside a caller's transaction notifies inside it). A notice
 * without a payload (sent by hand, say) wakes every consumer; a stream type the consumer does not read wakes it for
 * nothing, and neither does an event type it does not handle.
 */
export function wakesFor(consumer: Pick<Consumer, 'streamTypes' | 'handles'>, payload: string | undefined): boolean {
  if (!payload) return true;
  if (ofOtherStreams(consumer, payload)) return false;
  const space = payload.indexOf(' ');
  return space < 0 || !consumer.handles || consumer.handles(payload.slice(space + 1));
}

/** The NOTIFY payload for a commit of `eventType` on a `streamType` stream (wakesFor reads it). */
export function commitNotice(streamType: string, eventType: string): string {
  return `${streamType} ${eventType}`;
}

/** Whether the payload names a stream type the consumer does not read (so its events may be skipped once they are final). */
export function ofOtherStreams(consumer: Pick<Consumer, 'streamTypes'>, payload: string | undefined): boolean {
  if (!payload || !consumer.streamTypes) return false;
  const space = payload.indexOf(' ');
  return !consumer.streamTypes.includes(space < 0 ? payload : payload.slice(0, space));
}
