import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { CHAT_MESSAGES } from '../chat.messages';
import { MAX_CURRENT_PAGE_LENGTH, MAX_HISTORY_MESSAGES, MAX_HISTORY_TURN_LENGTH, MAX_USER_SESSION_LENGTH } from '../domain/chat-limits';
import { CHAT_ROLES, ChatRole } from '../domain/chat-turn';

export class ChatMessageDto {
  @ApiProperty({ enum: CHAT_ROLES })
  @IsIn(CHAT_ROLES, { message: CHAT_MESSAGES.roleInvalid })
  role!: ChatRole;

  @ApiProperty({ example: 'How much for 2 dogs weekly, medium yard?' })
  @IsString({ message: CHAT_MESSAGES.messageRequired })
  @MaxLength(MAX_HISTORY_TURN_LENGTH, { message: CHAT_MESSAGES.turnTooLong })
  content!: string;
}

/** The spec's chat function body (spec 000 §7). */
export class ChatRequest {
  @ApiProperty({
    type: [ChatMessageDto],
    description: `Ends with the visitor's new message, the only turn used; the model's history is what the server stored for this conversation and userSession. At most ${MAX_HISTORY_MESSAGES} turns`,
  })
  @IsArray({ message: CHAT_MESSAGES.messageRequired })
  @ArrayMinSize(1, { message: CHAT_MESSAGES.messageRequired })
  @ArrayMaxSize(MAX_HISTORY_MESSAGES, { message: CHAT_MESSAGES.historyTooLong })
  @ValidateNested({ each: true })
  @Type(() => ChatMessageDto)
  messages!: ChatMessageDto[];

  @ApiPropertyOptional({ example: '/', nullable: true })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.currentPageInvalid })
  @MaxLength(MAX_CURRENT_PAGE_LENGTH, { message: CHAT_MESSAGES.currentPageInvalid })
  currentPage?: string | null;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'Omit to start a conversation; the answer names it in X-Conversation-Id' })
  @IsOptional()
  @IsUUID('all', { message: CHAT_MESSAGES.conversationIdInvalid })
  conversationId?: string | null;

  @ApiPropertyOptional({ nullable: true, description: "The browser session's id, for the per-session rate limit" })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.userSessionInvalid })
  @MaxLength(MAX_USER_SESSION_LENGTH, { message: CHAT_MESSAGES.userSessionInvalid })
  @Matches(/^[\w.:-]+$/, { message: CHAT_MESSAGES.userSessionInvalid })
  userSession?: string | null;
}
