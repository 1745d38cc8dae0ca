import { defineStream } from '../../../event-store';
import { emailError, isValidZip } from '../../pricing';
import { AREA_REQUEST_MESSAGES } from '../leads.messages';
import { AREA_REQUEST_EVENTS, AREA_REQUEST_STREAM, AreaRequestEvent, areaRequestStreamId, AreaRequestSubmitted } from './area-request.events';

export interface AreaRequestState {
  exists: boolean;
  requestId: string | null;
  zipCode: string | null;
}

export const initialAreaRequestState = (): AreaRequestState => ({ exists: false, requestId: null, zipCode: null });

export function evolveAreaRequest(state: AreaRequestState, event: AreaRequestEvent): AreaRequestState {
  switch (event.type) {
    case 'area-request.submitted':
      return { ...state, exists: true, requestId: event.data.requestId, zipCode: event.data.zipCode };
    default:
      return state;
  }
}

export const AREA_REQUEST_STREAM_DEFINITION = defineStream<AreaRequestState, AreaRequestEvent>({
  streamType: AREA_REQUEST_STREAM,
  streamId: areaRequestStreamId,
  events: AREA_REQUEST_EVENTS,
  initialState: initialAreaRequestState,
  evolve: evolveAreaRequest,
});

/** The request as the visitor sent it, markup stripped and trimmed. */
export type AreaRequestCommand = { type: 'submit'; request: AreaRequestSubmitted };

/** The request is refused with these field errors (spec 001 §5, word for word). */
export class AreaRequestRejected extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors).join(', '));
  }
}

/**
 * Spec 000 §7 create-trello-area-request: a ZIP code, an e-mail and a name are required; the ZIP must be a
 * US one and the e-mail valid. Each request is its own stream, submitted once.
 */
export function decideAreaRequest(command: AreaRequestCommand, state: AreaRequestState): AreaRequestEvent[] {
  const { request } = command;
  const errors: Record<string, string> = {};
  if (!request.zipCode || !request.customerEmail || !request.customerName) errors.body = AREA_REQUEST_MESSAGES.missing;
  else {
    if (!isValidZip(request.zipCode)) errors.zipCode = AREA_REQUEST_MESSAGES.zip;
    if (emailError(request.customerEmail)) errors.customerEmail = AREA_REQUEST_MESSAGES.email;
  }
  if (Object.keys(errors).length) throw new AreaRequestRejected(errors);
  if (state.exists) return [];
  return [{ type: 'area-request.submitted', data: request }];
}
