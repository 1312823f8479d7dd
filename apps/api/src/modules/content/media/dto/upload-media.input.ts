import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MEDIA_LIMITS } from '@fuel/domain/content';
import { IsDatabaseId } from '../../../../core/http/field.decorators.js';
import { CONTROL_MESSAGE, formId, NO_CONTROL_CHARACTERS, trimmedOrNull } from './media-fields.js';

/** The text fields of an upload (multipart, beside `file`, which the upload interceptor reads). */
export class UploadMediaInput {
  @ApiPropertyOptional({ example: 3, type: Number })
  @IsOptional()
  @Transform(formId)
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
