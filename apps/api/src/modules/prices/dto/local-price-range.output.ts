import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CURRENCY_CODES } from '../../offers/index.js';
import { PRICE_AREA_LEVELS, PRICE_RANGES } from '../domain/price-range.js';

export class LocalPriceRowOutput {
  @ApiProperty({ example: '2026-11-22T00:00:00.000Z', description: 'Day of Price' })
  DateTime: string;

  @ApiProperty({ example: 'Bayern', description: 'State, county or "zip place" of the row' })
  GroupTitle: string;

  @ApiProperty({ example: 9_930, description: 'Newest average per 100 l (cents)' })
  Price: number;

  @ApiPropertyOptional({
    example: 9_960,
    description:
      "Average of the site's previous snapshot day (cents); absent when the area has no stored row that " +
      'day (a new area): the change is unknown, not zero',
  })
  Open?: number;

  @ApiPropertyOptional({
    example: -30,
    description: 'Price − Open (cents), the "Differenz" column; absent without Open',
  })
  Change?: number;

  @ApiProperty({ example: '/heizoelpreise/bayern', description: 'Local price page of the row' })
  Link: string;
}

export class LocalPricePointOutput {
  @ApiProperty({ example: '2026-11-22T00:00:00.000Z' })
  DateTime: string;

  @ApiProperty({ example: 9_930 })
  Price: number;
}

export class LocalPriceCurrentOutput {
  @ApiProperty({ example: '2026-11-22T00:00:00.000Z', description: 'Newest day' })
  DateTime: string;

  @ApiProperty({ example: 9_930, description: "The area's average per 100 l on the newest day (cents)" })
  Price: number;

  @ApiPropertyOptional({
    example: 9_960,
    description:
      "The area's average on the site's snapshot day before (cents); absent when the area has no stored " +
      'row that day (a new area with one stored day) or its newest row is not the newest day',
  })
  Open?: number;

  @ApiPropertyOptional({ example: -30, description: 'Price − Open (cents); absent without Open' })
  Change?: number;
}

export class LocalPriceParentOutput {
  @ApiProperty({ example: 'Bayern' })
  Title: string;

  @ApiProperty({ example: '/heizoelpreise/bayern' })
  Link: string;
}

export class LocalPriceRangeOutput {
  @ApiProperty({ enum: PRICE_AREA_LEVELS, description: 'The area the answer is about' })
  Level: string;

  @ApiProperty({ example: 'Bayern', description: 'Name of the area (site name for the country)' })
  Title: string;

  @ApiProperty({ example: '/heizoelpreise/bayern' })
  Link: string;

  @ApiProperty({ enum: PRICE_RANGES })
  Range: string;

  @ApiProperty({ enum: CURRENCY_CODES })
  Currency: string;

  @ApiProperty({ example: 3000, description: 'Litres the prices are for' })
  Amount: number;

  @ApiProperty({
    type: [LocalPriceRowOutput],
    description:
      'Table: country → one row per state, state → per county, county → per zip code, zip → itself; ' +
      'areas without a stored price on the newest day (no offers there) are left out, never estimated',
  })
  Rows: LocalPriceRowOutput[];

  @ApiProperty({
    type: [LocalPricePointOutput],
    description:
      'Chart of the area, oldest first: daily for 1m and 1y, weekly for 3y and 10y; only stored days ' +
      '(counties and zip codes: the days the daily snapshot priced offers there); empty without prices',
  })
  Series: LocalPricePointOutput[];

  @ApiProperty({
    type: [LocalPriceParentOutput],
    description: 'The areas above, from the state down (breadcrumbs); empty for the site and a state',
  })
  Parents: LocalPriceParentOutput[];

  @ApiPropertyOptional({
    type: LocalPriceCurrentOutput,
    description:
      "Today's average of the area itself and the day before, whatever the range; absent without data",
  })
  Current?: LocalPriceCurrentOutput;
}
