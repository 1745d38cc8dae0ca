import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { capped } from '../../../platform/http/capped-transform';
import { stripMarkup } from '../../pricing';
import { CONTENT_MESSAGES } from '../content.messages';

const plain = ({ value }: { value: unknown }) => (typeof value === 'string' ? stripMarkup(value) : value);

/** The affiliate form (spec 001 §5): phrase, tag and search term are all required. */
export class AffiliateLinkInput {
  @ApiProperty({ example: 'poop bags' })
  @Transform(capped(100, plain))
  @IsString({ message: CONTENT_MESSAGES.phraseRequired })
  @IsNotEmpty({ message: CONTENT_MESSAGES.phraseRequired })
  @MaxLength(100, { message: 'Phrase must be at most 100 characters' })
  phrase!: string;

  @ApiProperty({ example: 'scvscoopers-20', description: 'The affiliate tag (spec column affiliate_url)' })
  @Transform(capped(100, plain))
  @IsString({ message: CONTENT_MESSAGES.tagRequired })
  @IsNotEmpty({ message: CONTENT_MESSAGES.tagRequired })
  @MaxLength(100, { message: 'Tag must be at most 100 characters' })
  affiliate_url!: string;

  @ApiProperty({ example: 'compostable dog poop bags' })
  @Transform(capped(200, plain))
  @IsString({ message: CONTENT_MESSAGES.searchTermRequired })
  @IsNotEmpty({ message: CONTENT_MESSAGES.searchTermRequired })
  @MaxLength(200, { message: 'Search term must be at most 200 characters' })
  search_term!: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  is_active?: boolean;

  // Sent back by the admin's edit form; the server owns these.
  @Allow() id?: unknown;
  @Allow() created_at?: unknown;
}
