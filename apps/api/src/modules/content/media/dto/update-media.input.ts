import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MEDIA_LIMITS } from '@fuel/domain/content';
import { IsDatabaseId } from '../../../../core/http/field.decorators.js';
import { trimmedOrNull } from './media-fields.js';

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
