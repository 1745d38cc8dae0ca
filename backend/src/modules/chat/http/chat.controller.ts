import { Body, Controller, HttpStatus, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CHAT_FAILED_MESSAGE } from '../chat.messages';
import { SendChatMessageCommand } from '../commands/send-chat-message.command';
import { ChatProviderError } from '../providers/chat-provider';
import { ChatRequest } from './chat.dto';
import { SseResponse } from './sse-response';

@ApiTags('chat')
@Controller('chat')
export class ChatController {
  private readonly logger = new Logger('chat');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({
    summary: 'Sends a visitor message and streams the reply as server-sent events',
    description:
      'Each event is `data: {"choices":[{"delta":{"content":"…"}}]}`; the stream ends with `data: [DONE]`. A failure part-way sends `event: error` with `{"error":{"message","code"}}` and no [DONE]. The reply may contain SCROLL_TO_QUOTE or PREFILL_FORM:field=value.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'The reply, streamed token by token; the X-Conversation-Id header names the conversation' })
  @ApiBadRequestResponse({ description: 'An empty or too-long message, a too-long conversation, or a malformed body (problem details)' })
  @ApiTooManyRequestsResponse({ description: 'The per-session or per-address rate limit (problem details, Retry-After)' })
  async chat(@Body() body: ChatRequest, @Req() req: Request, @Res() res: Response): Promise<void> {
    const visitorLeft = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) visitorLeft.abort();
    });
    // Until the first byte goes out, errors are ordinary problem-details answers.
    const reply = await this.commands.execute(
      new SendChatMessageCommand(
        {
          messages: body.messages,
          currentPage: body.currentPage,
          conversationId: body.conversationId,
          userSession: body.userSession,
          ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        },
        visitorLeft.signal,
      ),
    );
    const sse = new SseResponse(res);
    sse.open({ 'X-Conversation-Id': reply.conversationId });
    try {
      for await (const token of reply.tokens) {
        if (sse.closed) break;
        await sse.token(token);
      }
      await sse.done();
    } catch (error) {
      if (!visitorLeft.signal.aborted) {
        const reason = error instanceof ChatProviderError ? error.reason : 'internal';
        this.logger.error({ err: error, conversationId: reply.conversationId, reason }, 'chat reply failed');
        await sse.error(CHAT_FAILED_MESSAGE, error instanceof ChatProviderError ? 'PROVIDER_FAILED' : HttpStatus[HttpStatus.INTERNAL_SERVER_ERROR]);
      }
    } finally {
      sse.end();
    }
  }
}
