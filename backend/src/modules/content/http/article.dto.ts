import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { capped } from '../../../platform/http/capped-transform';
import { stripMarkup } from '../../pricing';
import { CONTENT_MESSAGES } from '../content.messages';
import { ARTICLE_STATUSES, IMAGE_POSITIONS, VIDEO_TYPES } from '../domain/article.types';

const plain = ({ value }: { value: unknown }) => (typeof value === 'string' ? stripMarkup(value) : value);
const plainOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? stripMarkup(value) || null : value);
const URL_OR_PATH = /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/;
const urlMessage = (label: string) => `${label} must be an http(s) address or a path on this site`;

/** A blog post as staff edit it; id, slug, short code and timestamps are the server's and ignored when sent back. */
export class ArticleInput {
  @ApiProperty()
  @Transform(capped(200, plain))
  @IsString({ message: CONTENT_MESSAGES.titleRequired })
  @IsNotEmpty({ message: CONTENT_MESSAGES.titleRequired })
  @MaxLength(200)
  title!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(1000, plain))
  @IsString()
  @MaxLength(1000)
  excerpt?: string | null;

  @ApiPropertyOptional({ description: 'HTML; sanitised with an allow-list' })
  @IsOptional()
  @IsString()
  @MaxLength(90_000)
  content?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(120, plain))
  @IsString()
  @MaxLength(120)
  author?: string | null;

  @ApiProperty({ enum: ARTICLE_STATUSES })
  @IsIn(ARTICLE_STATUSES, { message: 'Status must be draft or published' })
  status!: (typeof ARTICLE_STATUSES)[number];

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(2000, plainOrNull))
  @IsString()
  @MaxLength(2000)
  @Matches(URL_OR_PATH, { message: urlMessage('Featured image') })
  featured_image?: string | null;

  @ApiPropertyOptional({ enum: IMAGE_POSITIONS })
  @IsOptional()
  @IsIn(IMAGE_POSITIONS, { message: 'Featured image position must be center, top or bottom' })
  featured_image_position?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(2000, plainOrNull))
  @IsString()
  @MaxLength(2000)
  @Matches(URL_OR_PATH, { message: urlMessage('Video URL') })
  video_url?: string | null;

  @ApiPropertyOptional({ enum: VIDEO_TYPES })
  @IsOptional()
  @IsIn(VIDEO_TYPES, { message: 'Video type must be youtube or mp4' })
  video_type?: (typeof VIDEO_TYPES)[number] | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(2000, plainOrNull))
  @IsString()
  @MaxLength(2000)
  @Matches(URL_OR_PATH, { message: urlMessage('Video thumbnail') })
  video_thumbnail?: string | null;

  @ApiPropertyOptional({ example: '2024-01-15' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Published date must be a date (YYYY-MM-DD)' })
  published_date?: string | null;

  @ApiPropertyOptional({ example: '5 min read' })
  @IsOptional()
  @Transform(capped(40, plain))
  @IsString()
  @MaxLength(40)
  read_time?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(120, plainOrNull))
  @IsString()
  @MaxLength(120)
  location?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(2000, plainOrNull))
  @IsString()
  @MaxLength(2000)
  @Matches(URL_OR_PATH, { message: urlMessage('Source URL') })
  source_url?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(200, plainOrNull))
  @IsString()
  @MaxLength(200)
  photo_credit?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(200, plainOrNull))
  @IsString()
  @MaxLength(200)
  photo_source?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(capped(2000, plainOrNull))
  @IsString()
  @MaxLength(2000)
  @Matches(URL_OR_PATH, { message: urlMessage('Photo source URL') })
  photo_source_url?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'Categories must be a list' })
  @ArrayMaxSize(10)
  // At most 10 categories of 50 characters; longer lists and names are passed on as sent for the checks below to refuse.
  @Transform(({ value }) =>
    Array.isArray(value) && value.length <= 10
      ? value.map((c) => (typeof c === 'string' && c.length <= 50 ? stripMarkup(c) : c)).filter((c) => c !== '')
      : value,
  )
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  categories?: string[] | null;

  // Sent back by the admin's edit form; the server owns these.
  @Allow() id?: unknown;
  @Allow() slug?: unknown;
  @Allow() short_code?: unknown;
  @Allow() clicks?: unknown;
  @Allow() created_at?: unknown;
  @Allow() updated_at?: unknown;
}
