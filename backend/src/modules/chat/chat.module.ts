import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { Clock } from '../../platform/clock';
import { RateLimitModule } from '../../platform/rate-limit';
import { ChatThrottle } from './commands/chat.throttle';
import { SendChatMessageHandler } from './commands/send-chat-message.command';
import { ChatController } from './http/chat.controller';
import { ConversationsAdminController } from './http/conversations.admin.controller';
import { ChatProvider } from './providers/chat-provider';
import { OpenAiCompatibleProvider } from './providers/openai-compatible.provider';
import { SiteGuideProvider } from './providers/site-guide.provider';
import { GetConversationStatsHandler } from './queries/conversation-stats.query';
import { GetConversationHandler } from './queries/get-conversation.query';
import { ChatTranscripts } from './transcripts/chat-transcripts.repository';

/** DESIGN.md §7: the model when OPENAI_API_KEY is set, the built-in site guide otherwise (the start-up banner says which). */
export function chooseChatProvider(config: AppConfig, clock: Clock): ChatProvider {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, CHAT_MODEL } = config.env;
  if (!OPENAI_API_KEY) return new SiteGuideProvider(config.business);
  return new OpenAiCompatibleProvider({ baseUrl: OPENAI_BASE_URL, apiKey: OPENAI_API_KEY, model: CHAT_MODEL }, config.business, clock);
}

/** The chat assistant: POST /api/chat streams replies; staff read transcripts under /api/admin/conversations. */
@Module({
  imports: [RateLimitModule],
  controllers: [ChatController, ConversationsAdminController],
  providers: [
    { provide: ChatProvider, inject: [AppConfig, Clock], useFactory: chooseChatProvider },
    ChatTranscripts,
    ChatThrottle,
    SendChatMessageHandler,
    GetConversationHandler,
    GetConversationStatsHandler,
  ],
})
export class ChatModule {}
