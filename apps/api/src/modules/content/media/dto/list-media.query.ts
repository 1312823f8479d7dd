import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MEDIA_KINDS, type MediaKind } from '@fuel/domain/content';
import { IsDatabaseId, PageNumberField } from '../../../../core/http/field.decorators.js';

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

  @PageNumberField()
  page: number = 1;
}
