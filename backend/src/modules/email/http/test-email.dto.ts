import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

export const TEST_EMAIL_LIMITS = { to: 254, subject: 200, html: 50_000, text: 20_000 } as const;

/** The spec's send-email test page body (spec 001 §6): to, subject, html, text. */
export class SendTestEmailRequest {
  @ApiProperty({ example: 'owner@example.com' })
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  @MaxLength(TEST_EMAIL_LIMITS.to, { message: `The address can be at most ${TEST_EMAIL_LIMITS.to} characters` })
  @IsString({ message: 'Enter a valid e-mail address' })
  to!: string;

  @ApiProperty({ example: 'Test e-mail from the admin' })
  @MaxLength(TEST_EMAIL_LIMITS.subject, { message: `The subject can be at most ${TEST_EMAIL_LIMITS.subject} characters` })
  @IsNotEmpty({ message: 'A subject is required' })
  @IsString({ message: 'A subject is required' })
  subject!: string;

  @ApiPropertyOptional({ example: '<p>Hello from the admin</p>', description: 'HTML or text is required; the other part is derived' })
  @IsOptional()
  @MaxLength(TEST_EMAIL_LIMITS.html, { message: `The HTML can be at most ${TEST_EMAIL_LIMITS.html} characters` })
  @IsString({ message: 'The HTML must be text' })
  html?: string;

  @ApiPropertyOptional({ example: 'Hello from the admin' })
  @ValidateIf((body: SendTestEmailRequest) => !body.html || body.text !== undefined)
  @MaxLength(TEST_EMAIL_LIMITS.text, { message: `The text can be at most ${TEST_EMAIL_LIMITS.text} characters` })
  @IsNotEmpty({ message: 'Either html or text is required' })
  @IsString({ message: 'Either html or text is required' })
  text?: string;
}

export interface SendTestEmailResponse {
  success: true;
  transport: 'outbox' | 'smtp';
  outboxId: string;
  messageId: string;
}
