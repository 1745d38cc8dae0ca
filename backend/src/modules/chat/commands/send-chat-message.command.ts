import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { sanitizeInstructions } from '../../pricing';
import { MAX_HISTORY_MESSAGES } from '../domain/chat-limits';
import { ChatQuestionRejected, checkedQuestion, modelConversation } from '../domain/chat-question';
import { ChatTurn } from '../domain/chat-turn';
import { ChatProvider } from '../providers/chat-provider';
import { ChatTranscripts } from '../transcripts/chat-transcripts.repository';
import { ChatThrottle } from './chat.throttle';

export interface SendChatMessageInput {
  /** As the spec's body has it; only the last (the visitor's new message) is used: the history is the server's. */
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

/** One visitor message; `signal` aborts when the visitor leaves, and a reply they never saw is not stored. */
export class SendChatMessageCommand extends Command<ChatReply> {
  constructor(
    readonly input: SendChatMessageInput,
    readonly signal: AbortSignal,
  ) {
    super();
  }
}

/**
 * One visitor message: check it, count it, store it, then stream the reply and store that once complete. The model
 * sees the turns this server stored for the conversation and browser session, never a history the browser claims.
 */
@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand> {
  private readonly logger = new Logger('chat');

  constructor(
    @Inject(ChatProvider) private readonly provider: ChatProvider,
    @Inject(ChatTranscripts) private readonly transcripts: ChatTranscripts,
    @Inject(ChatThrottle) private readonly throttle: ChatThrottle,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ input, signal }: SendChatMessageCommand): Promise<ChatReply> {
    const question = questionOf(input.messages);
    const conversationId = input.conversationId ?? randomUUID();
    const userSession = input.userSession ?? null;
    const currentPage = input.currentPage ? sanitizeInstructions(input.currentPage) || null : null;
    await this.throttle.attempt(userSession ?? conversationId, input.ip);
    const earlier = input.conversationId ? await this.transcripts.history(conversationId, userSession, MAX_HISTORY_MESSAGES - 1) : [];
    await this.transcripts.record({ conversationId, role: 'user', message: question.content, currentPage, userSession, at: this.clock.now() });
    const messages = modelConversation(earlier, question);
    return { conversationId, tokens: this.reply({ messages, currentPage }, { conversationId, currentPage, userSession }, signal) };
  }

  private async *reply(
    request: { messages: ChatTurn[]; currentPage: string | null },
    turn: { conversationId: string; currentPage: string | null; userSession: string | null },
    signal: AbortSignal,
  ): AsyncIterable<string> {
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

function questionOf(messages: ChatTurn[]): ChatTurn {
  try {
    return checkedQuestion(messages, sanitizeInstructions);
  } catch (error) {
    if (error instanceof ChatQuestionRejected) throw Problem.validation({ [error.field]: error.message });
    throw error;
  }
}
