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
  @IsInt({ message: 'Die Seitenzahl muss eine ganze Zahl sein.' })
  @Min(1, { message: 'Die Seitenzahl muss mindestens 1 sein.' })
  @Max(10_000, { message: 'Die Seitenzahl darf höchstens 10.000 sein.' })
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

export class NewsDetailQuery {
  @ApiProperty({ example: 'heizoelpreise-im-winter-jetzt-vergleichen', description: 'Slug of the article' })
  @Matches(/^[a-z0-9][a-z0-9-]{0,119}$/, { message: 'Die Adresse des Artikels ist ungültig.' })
  artikelString: string;
}

export class CrossLinksQuery {
  @ApiProperty({ enum: [1, 2, 3], example: 1 })
  @Type(() => Number)
  @IsIn([1, 2, 3], { message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.' })
  countryId: CountryId;

  @ApiProperty({ example: '/heizoelpreise/bayern', description: 'Path of the page on its site (no prefix)' })
  @MaxLength(300, { message: 'Der Seitenpfad darf höchstens 300 Zeichen lang sein.' })
  @Matches(/^\/[a-z0-9/-]*$/, {
    message: 'Der Seitenpfad muss mit / beginnen und darf nur Kleinbuchstaben, Ziffern, / und - enthalten.',
  })
  path: string;
}
