import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { capped } from '../../../platform/http/capped-transform';
import { EMAIL_REQUIRED_MESSAGE, PASSWORD_REQUIRED_MESSAGE } from '../identity.messages';

/** class-transformer: surrounding spaces are never part of an e-mail or a name. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignInRequest {
  @ApiProperty({ example: 'admin@scvscoopers.example' })
  @Transform(capped(320, trim))
  @IsString({ message: EMAIL_REQUIRED_MESSAGE })
  @IsNotEmpty({ message: EMAIL_REQUIRED_MESSAGE })
  @MaxLength(320, { message: 'Email address is too long' })
  email!: string;

  @ApiProperty({ format: 'password' })
  @IsString({ message: PASSWORD_REQUIRED_MESSAGE })
  @IsNotEmpty({ message: PASSWORD_REQUIRED_MESSAGE })
  // Real passwords are far shorter; the cap bounds what one request can send to argon2.
  @MaxLength(1024, { message: 'Password is too long' })
  password!: string;
}

export class CurrentUserResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  fullName!: string | null;

  @ApiProperty()
  isAdmin!: boolean;
}

export class SignInResponse {
  @ApiProperty({ type: CurrentUserResponse })
  user!: CurrentUserResponse;
}
