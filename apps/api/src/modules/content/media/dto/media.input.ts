import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MEDIA_KINDS, MEDIA_LIMITS, type MediaKind } from '@fuel/domain/content';
import { IsDatabaseId } from '../../../../core/http/field.decorators.js';

/** Multipart fields skip the NUL check of the JSON body (it runs before the upload is read): checked here. */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
const CONTROL_MESSAGE = 'Der Text enthält unzulässige Steuerzeichen.';

/** Trimmed text; an empty one means none (null). */
const trimmedOrNull = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/** An empty form field means none. */
const emptyAsNull = ({ value }: { value: unknown }): unknown => (value === '' ? null : value);

export const MEDIA_PAGE_SIZE = 24;

export class ListMediaQuery {
  @ApiPropertyOptional({ example: 3, description: 'Only files of this folder' })
  @IsOptional()
  @Type(() => Number)
  @IsDatabaseId('Der Ordner')
  folderId?: number;

  @ApiPropertyOptional({ example: 'tankwagen', description: 'Searches file name, title and alt text' })
  @IsOptional()
  @IsString({ message: 'Der Suchbegriff muss ein Text sein.' })
  @MaxLength(100, { message: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' })
  q?: string;

  @ApiPropertyOptional({ enum: MEDIA_KINDS })
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: 'Die Art muss image oder pdf sein.' })
  kind?: MediaKind;

  @ApiPropertyOptional({ example: 1, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Die Seitenzahl muss eine ganze Zahl sein.' })
  @Min(1, { message: 'Die Seitenzahl muss mindestens 1 sein.' })
  @Max(10_000, { message: 'Die Seitenzahl darf höchstens 10.000 sein.' })
  page: number = 1;
}

/** The text fields of an upload (multipart, beside `file`, which the upload interceptor reads). */
export class UploadMediaInput {
  @ApiPropertyOptional({ example: 3, type: Number })
  @IsOptional()
  @Transform(emptyAsNull)
  @Type(() => Number)
  @IsDatabaseId('Der Ordner')
  folderId?: number | null;

  @ApiPropertyOptional({ example: 'Tankwagen vor einem Einfamilienhaus', maxLength: MEDIA_LIMITS.altText })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'Der Alternativtext muss ein Text sein.' })
  @MaxLength(MEDIA_LIMITS.altText, {
    message: `Der Alternativtext darf höchstens ${MEDIA_LIMITS.altText} Zeichen lang sein.`,
  })
  @Matches(NO_CONTROL_CHARACTERS, { message: CONTROL_MESSAGE })
  altText?: string | null;

  @ApiPropertyOptional({ example: 'Tankwagen', maxLength: MEDIA_LIMITS.title })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'Der Titel muss ein Text sein.' })
  @MaxLength(MEDIA_LIMITS.title, {
    message: `Der Titel darf höchstens ${MEDIA_LIMITS.title} Zeichen lang sein.`,
  })
  @Matches(NO_CONTROL_CHARACTERS, { message: CONTROL_MESSAGE })
  title?: string | null;
}

export class UpdateMediaInput {
  @ApiProperty({ example: 'Tankwagen vor einem Einfamilienhaus', nullable: true, type: String })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'Der Alternativtext muss ein Text sein.' })
  @MaxLength(MEDIA_LIMITS.altText, {
    message: `Der Alternativtext darf höchstens ${MEDIA_LIMITS.altText} Zeichen lang sein.`,
  })
  altText: string | null = null;

  @ApiProperty({ example: 'Tankwagen', nullable: true, type: String })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'Der Titel muss ein Text sein.' })
  @MaxLength(MEDIA_LIMITS.title, {
    message: `Der Titel darf höchstens ${MEDIA_LIMITS.title} Zeichen lang sein.`,
  })
  title: string | null = null;

  @ApiProperty({ example: 3, nullable: true, type: Number })
  @IsOptional()
  @IsDatabaseId('Der Ordner')
  folderId: number | null = null;
}

export class CreateMediaFolderInput {
  @ApiProperty({ example: 'News-Bilder', maxLength: MEDIA_LIMITS.folderName })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Der Ordnername muss ein Text sein.' })
  @MinLength(1, { message: 'Bitte geben Sie einen Ordnernamen an.' })
  @MaxLength(MEDIA_LIMITS.folderName, {
    message: `Der Ordnername darf höchstens ${MEDIA_LIMITS.folderName} Zeichen lang sein.`,
  })
  @Matches(/^[^/\\\p{Cc}]*$/u, {
    message: 'Der Ordnername darf keine Schrägstriche oder Steuerzeichen enthalten.',
  })
  name: string;

  @ApiPropertyOptional({ example: null, nullable: true, type: Number })
  @IsOptional()
  @IsDatabaseId('Der übergeordnete Ordner')
  parentId?: number | null;
}
