import { CHAT_FAILED_MESSAGE } from '../../../backend/src/modules/chat/chat.messages';
import type { ChatTurn } from '../../../backend/src/modules/chat/domain/chat-turn';
import { chunkContent, readSseEvents, SSE_DONE } from '../../../backend/src/modules/chat/domain/sse-parser';

export interface ChatRequestBody {
  messages: ChatTurn[];
  currentPage: string;
  conversationId: string;
  userSession: string;
}

/** A message that could not be answered; `description` is what the toast says. */
export class ChatSendError extends Error {
  constructor(
    readonly description: string,
    readonly status?: number,
  ) {
    super(description);
    this.name = 'ChatSendError';
  }
}

/** POSTs to /api/chat, hands each token on as it arrives, and rejects with ChatSendError unless the stream ends with [DONE]. */
export async function streamChat(body: ChatRequestBody, onToken: (token: string) => void, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      signal,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatSendError(CHAT_FAILED_MESSAGE);
  }
  if (!response.ok || !response.body) throw new ChatSendError(await refusal(response), response.status);

  try {
    for await (const event of readSseEvents(response.body)) {
      if (event.event === 'error') throw new ChatSendError(CHAT_FAILED_MESSAGE);
      if (event.data === SSE_DONE) return;
      const token = chunkContent(JSON.parse(event.data));
      if (token) onToken(token);
    }
  } catch (error) {
    if (signal.aborted || error instanceof ChatSendError) throw error;
    throw new ChatSendError(CHAT_FAILED_MESSAGE);
  }
  throw new ChatSendError(CHAT_FAILED_MESSAGE);
}

/** A refused message (too long, too many) says why in the server's words; anything else gets the spec's sentence. */
async function refusal(response: Response): Promise<string> {
  if (response.status !== 400 && response.status !== 429) return CHAT_FAILED_MESSAGE;
  try {
    const problem = (await response.json()) as { detail?: unknown };
    return typeof problem.detail === 'string' && problem.detail ? problem.detail : CHAT_FAILED_MESSAGE;
  } catch {
    return CHAT_FAILED_MESSAGE;
  }
}
