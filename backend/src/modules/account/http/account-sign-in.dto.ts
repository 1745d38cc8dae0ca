import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { capped } from '../../../platform/http/capped-transform';
import { ACCOUNT_MESSAGES } from '../account.messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignInLinkRequest {
  @ApiProperty({ example: 'casey@example.com' })
  @Transform(capped(320, trim))
  @IsString({ message: ACCOUNT_MESSAGES.emailRequired })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.emailRequired })
  @IsEmail({}, { message: ACCOUNT_MESSAGES.emailInvalid })
  @MaxLength(320, { message: 'Email address is too long' })
  email!: string;
}

export class SignInLinkResponse {
  @ApiProperty()
  message!: string;
}
