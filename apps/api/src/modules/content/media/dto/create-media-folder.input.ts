import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MEDIA_LIMITS } from '@fuel/domain/content';
import { IsDatabaseId } from '../../../../core/http/field.decorators.js';

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
