import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

export const TEST_EMAIL_LIMITS = { to: 254, subject: 200, html: 50_000, text: 20_000 } as const;

/**
 * The spec's send-email test page body (spec 001 §6): to, subject, html, text. The edge shows a field's last
 * failed check, which class-validator takes from the top decorator: presence and type go on top.
 */
export class SendTestEmailRequest {
  @ApiProperty({ example: 'owner@example.com' })
  @IsString({ message: 'Enter a valid e-mail address' })
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  @MaxLength(TEST_EMAIL_LIMITS.to, { message: `The address can be at most ${TEST_EMAIL_LIMITS.to} characters` })
  to!: string;

  @ApiProperty({ example: 'Test e-mail from the admin' })
  @IsString({ message: 'A subject is required' })
  @Matches(/\S/, { message: 'A subject is required' })
  @MaxLength(TEST_EMAIL_LIMITS.subject, { message: `The subject can be at most ${TEST_EMAIL_LIMITS.subject} characters` })
  subject!: string;

  @ApiPropertyOptional({ example: '<p>Hello from the admin</p>', description: 'HTML or text is required; the other part is derived' })
  @IsOptional()
  @IsString({ message: 'The HTML must be text' })
  @MaxLength(TEST_EMAIL_LIMITS.html, { message: `The HTML can be at most ${TEST_EMAIL_LIMITS.html} characters` })
  html?: string;

  @ApiPropertyOptional({ example: 'Hello from the admin' })
  @ValidateIf((body: SendTestEmailRequest) => !body.html || body.text !== undefined)
  @IsString({ message: 'Either html or text is required' })
  @Matches(/\S/, { message: 'Either html or text is required' })
  @MaxLength(TEST_EMAIL_LIMITS.text, { message: `The text can be at most ${TEST_EMAIL_LIMITS.text} characters` })
  text?: string;
}
