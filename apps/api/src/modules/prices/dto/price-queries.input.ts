import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, Length, Matches } from 'class-validator';
import type { CountryId } from '@fuel/domain';
import { PRICE_RANGES, type PriceRange } from '../domain/price-range.js';

/** Optional `zipCode` query parameter of a local price page. */
function OptionalZipCode(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ example: '80331' }),
    IsOptional(),
    Matches(/^\d{4,5}$/, {
      message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
    }),
  );
}

export class PriceFactorsQuery {
  @ApiProperty({ enum: [1, 2, 3], example: 1 })
  @Type(() => Number)
  @IsIn([1, 2, 3], { message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.' })
  countryId: CountryId;
}

/** The area of a price page: the site (nothing), a state, a county of a state, or a zip code. */
export class PriceAreaQuery {
  @ApiPropertyOptional({ example: 'bayern', description: 'State slug (friendlyName) or state id' })
  @IsOptional()
  @Matches(/^(\d{3}|[a-z0-9-]{2,60})$/, { message: 'Bitte geben Sie ein Bundesland wie bayern an.' })
  state?: string;

  @ApiPropertyOptional({ example: 'muenchen', description: 'County slug or name (needs state)' })
  @IsOptional()
  @Length(1, 100, { message: 'Der Landkreis muss 1 bis 100 Zeichen lang sein.' })
  county?: string;

  @OptionalZipCode()
  zipCode?: string;
}

export class LocalPriceRangeQuery extends PriceAreaQuery {
  @ApiPropertyOptional({ enum: PRICE_RANGES, default: '1y', description: 'Range of the chart series' })
  @IsOptional()
  @IsIn(PRICE_RANGES, {
    message: `Der Zeitraum muss einer dieser Werte sein: ${PRICE_RANGES.join(', ')}.`,
  })
  range: PriceRange = '1y';
}

export class LocalRedirectQuery {
  @ApiPropertyOptional({ example: 'München' })
  @IsOptional()
  @Length(1, 100, { message: 'Der Ort muss 1 bis 100 Zeichen lang sein.' })
  city?: string;

  @OptionalZipCode()
  zipCode?: string;
}
