import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { NEWS_DEFAULT_PAGE, NEWS_PAGE_SIZE } from '@fuel/domain';
import { PageNumberField } from '../../../../core/http/field.decorators.js';

/** Largest page of the news list (keeps one answer small). */
export const NEWS_MAX_PAGE_SIZE = 24;

export class NewsListQuery {
  @PageNumberField()
  page: number = NEWS_DEFAULT_PAGE;

  @ApiPropertyOptional({ example: 3, default: NEWS_PAGE_SIZE, minimum: 1, maximum: NEWS_MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Die Anzahl je Seite muss eine ganze Zahl sein.' })
  @Min(1, { message: 'Die Anzahl je Seite muss mindestens 1 sein.' })
  @Max(NEWS_MAX_PAGE_SIZE, {
    message: `Die Anzahl je Seite darf höchstens ${NEWS_MAX_PAGE_SIZE} sein.`,
  })
  size: number = NEWS_PAGE_SIZE;
}
