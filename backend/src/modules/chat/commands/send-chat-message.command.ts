import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { sanitizeInstructions } from '../../pricing';
import { CHAT_MESSAGES } from '../chat.messages';
import { MAX_MESSAGE_LENGTH } from '../domain/chat-limits';
import { ChatTurn } from '../domain/chat-turn';
import { ChatProvider } from '../providers/chat-provider';
import { ChatTranscripts } from '../transcripts/chat-transcripts.repository';
import { ChatThrottle } from './chat.throttle';

export interface SendChatMessageInput {
  messages: ChatTurn[];
  currentPage?: string | null;
  conversationId?: string | null;
  userSession?: string | null;
  ip: string;
}

export interface ChatReply {
  conversationId: string;
  /** The reply's tokens as the provider yields them; the finished reply is stored before the stream ends. */
  tokens: AsyncIterable<string>;
}

/** One visitor message: check it, count it, store it, then stream the reply and store that once complete. */
@Injectable()
export class SendChatMessage {
  private readonly logger = new Logger('chat');

  constructor(
    @Inject(ChatProvider) private readonly provider: ChatProvider,
    @Inject(ChatTranscripts) private readonly transcripts: ChatTranscripts,
    @Inject(ChatThrottle) private readonly throttle: ChatThrottle,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(input: SendChatMessageInput, signal: AbortSignal): Promise<ChatReply> {
    const messages = checkedConversation(input.messages);
    const conversationId = input.conversationId ?? randomUUID();
    const userSession = input.userSession ?? null;
    const currentPage = input.currentPage ? sanitizeInstructions(input.currentPage) || null : null;
    await this.throttle.attempt(userSession ?? conversationId, input.ip);
    const question = messages[messages.length - 1];
    await this.transcripts.record({ conversationId, role: 'user', message: question.content, currentPage, userSession, at: this.clock.now() });
    return { conversationId, tokens: this.reply({ messages, currentPage }, { conversationId, currentPage, userSession }, signal) };
  }

  private async *reply(request: { messages: ChatTurn[]; currentPage: string | null }, turn: { conversationId: string; currentPage: string | null; userSession: string | null }, signal: AbortSignal): AsyncIterable<string> {
    let text = '';
    for await (const token of this.provider.stream(request, signal)) {
      text += token;
      yield token;
    }
    // A visitor who left mid-reply never saw it; a half answer is not a transcript.
    if (signal.aborted) return;
    const message = sanitizeInstructions(text);
    if (!message) return;
    try {
      await this.transcripts.record({ ...turn, role: 'assistant', message, at: this.clock.now() });
    } catch (error) {
      // The visitor already has the answer; losing its transcript is ours to fix, not theirs.
      this.logger.error({ err: error, conversationId: turn.conversationId }, 'could not store the assistant turn');
    }
  }
}

/** Markup stripped, the last turn the visitor's, every visitor turn within the length cap. */
function checkedConversation(raw: ChatTurn[]): ChatTurn[] {
  const messages = raw.map((m) => ({ role: m.role, content: sanitizeInstructions(m.content) }));
  const lastIndex = messages.length - 1;
  const last = messages[lastIndex];
  if (!last || last.role !== 'user') throw Problem.validation({ messages: CHAT_MESSAGES.lastTurnMustBeVisitor });
  if (!last.content) throw Problem.validation({ [`messages.${lastIndex}.content`]: CHAT_MESSAGES.messageRequired });
  messages.forEach((m, i) => {
    if (m.role === 'user' && m.content.length > MAX_MESSAGE_LENGTH) throw Problem.validation({ [`messages.${i}.content`]: CHAT_MESSAGES.messageTooLong });
  });
  return messages.filter((m) => m.content.length > 0);
}
