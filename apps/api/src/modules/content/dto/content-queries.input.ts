import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { type CountryId, NEWS_DEFAULT_PAGE, NEWS_PAGE_SIZE } from '@fuel/domain';

/** Largest page of the news list (keeps one answer small). */
export const NEWS_MAX_PAGE_SIZE = 24;

export class NewsListQuery {
  @ApiPropertyOptional({ example: 1, default: NEWS_DEFAULT_PAGE, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(10_000, { message: 'page must be at most 10000' })
  page: number = NEWS_DEFAULT_PAGE;

  @ApiPropertyOptional({ example: 3, default: NEWS_PAGE_SIZE, minimum: 1, maximum: NEWS_MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'size must be a whole number' })
  @Min(1, { message: 'size must be at least 1' })
  @Max(NEWS_MAX_PAGE_SIZE, { message: `size must be at most ${NEWS_MAX_PAGE_SIZE}` })
  size: number = NEWS_PAGE_SIZE;
}

export class NewsDetailQuery {
  @ApiProperty({ example: 'heizoelpreise-im-winter-jetzt-vergleichen', description: 'Slug of the article' })
  @Matches(/^[a-z0-9][a-z0-9-]{0,119}$/, { message: 'artikelString must be a lower-case article slug' })
  artikelString: string;
}

export class CrossLinksQuery {
  @ApiProperty({ enum: [1, 2, 3], example: 1 })
  @Type(() => Number)
  @IsIn([1, 2, 3], { message: 'countryId must be 1 (de), 2 (at) or 3 (ch)' })
  countryId: CountryId;

  @ApiProperty({ example: '/heizoelpreise/bayern', description: 'Path of the page on its site (no prefix)' })
  @MaxLength(300, { message: 'path must be at most 300 characters' })
  @Matches(/^\/[a-z0-9/-]*$/, { message: 'path must be a site path such as /heizoelhaendler/bayern' })
  path: string;
}
