import { ChatTurn } from '../domain/chat-turn';

export interface ChatRequest {
  /** The conversation so far, oldest first, ending with the visitor's new message; text already stripped of markup. */
  messages: ChatTurn[];
  /** The page the visitor is on, e.g. "/faq". */
  currentPage: string | null;
}

/** Why a reply could not be produced; the visitor only ever sees the spec's one message. */
export class ChatProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'rejected' | 'interrupted' | 'timed-out' | 'malformed',
  ) {
    super(message);
  }
}

/** Where replies come from (DESIGN.md §7); tokens are yielded as they exist, and a failure part-way throws ChatProviderError. */
export abstract class ChatProvider {
  abstract stream(request: ChatRequest, signal: AbortSignal): AsyncIterable<string>;
}
