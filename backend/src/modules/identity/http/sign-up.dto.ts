import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_REQUIRED_MESSAGE,
  FULL_NAME_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
} from '../identity.messages';
import { stripMarkup } from '../../pricing';
import { capped } from '../../../platform/http/capped-transform';
import { trim } from './auth.dto';
import { IsAcceptablePassword, MAX_PASSWORD_LENGTH } from './password.validator';

// Markup has no place in a name that e-mails and the nav show.
const plainText = ({ value }: { value: unknown }) => (typeof value === 'string' ? stripMarkup(value).trim() : value);

// The pipe keeps the topmost failing constraint's message, so each field lists its checks from most general to most specific.
export class SignUpRequest {
  @ApiProperty({ example: 'casey@example.com' })
  @Transform(capped(320, trim))
  @IsString({ message: EMAIL_REQUIRED_MESSAGE })
  @IsNotEmpty({ message: EMAIL_REQUIRED_MESSAGE })
  @IsEmail({}, { message: INVALID_EMAIL_MESSAGE })
  @MaxLength(320, { message: 'Email address is too long' })
  email!: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: PASSWORD_REQUIRED_MESSAGE })
  @IsNotEmpty({ message: PASSWORD_REQUIRED_MESSAGE })
  @IsAcceptablePassword()
  // Bounds what one request can hand to argon2.
  @MaxLength(MAX_PASSWORD_LENGTH, { message: 'Password is too long' })
  password!: string;

  @ApiProperty({ example: 'Casey Customer' })
  @Transform(capped(100, plainText))
  @IsString({ message: FULL_NAME_REQUIRED_MESSAGE })
  @IsNotEmpty({ message: FULL_NAME_REQUIRED_MESSAGE })
  @MaxLength(100, { message: 'Full name is too long' })
  fullName!: string;
}

export class SignUpResponse {
  @ApiProperty()
  message!: string;
}
