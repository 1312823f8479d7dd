import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class PriceFactorPointOutput {
  @ApiProperty({ example: '2026-11-21T00:00:00.000Z', description: 'The day (UTC midnight)' })
  TimeStamp: string;

  @ApiProperty({ example: 74.25 })
  Value: number;
}

export class PriceFactorOutput {
  @ApiProperty({
    example: 1,
    description: '1 Brent, 2 EUR/USD, 3 heating-oil trend index, 4 USD/CHF, 5 gas oil',
  })
  Id: number;

  @ApiProperty({ example: 'Rohöl Brent' })
  Name: string;

  @ApiProperty({ example: 'USD/Barrel' })
  Unit: string;

  @ApiProperty({ example: 74.25, description: 'Value of the newest day' })
  Value: number;

  @ApiProperty({ example: -0.85, description: 'Newest value minus the day before' })
  Change: number;

  @ApiPropertyOptional({ example: true, description: 'Only on id 3: a rise reads as good news' })
  GrowthPositive?: boolean;

  @ApiProperty({ type: [PriceFactorPointOutput], description: 'The last 30 days, oldest first' })
  Prices: PriceFactorPointOutput[];
}

export class PriceFactorsOutput {
  @ApiProperty({ type: [PriceFactorOutput], description: 'In the order the site shows them' })
  Factors: PriceFactorOutput[];

  @ApiProperty({ example: '2026-11-21T00:00:00.000Z', nullable: true, type: String })
  TimeStamp: string | null;
}

export class CountryAveragePriceOutput {
  @ApiProperty({ example: 9_984, description: 'Average gross price per 100 l at 3,000 l (cents/Rappen)' })
  Price: number;

  @ApiProperty({ example: -35, description: 'Price minus the day before (cents/Rappen)' })
  Change: number;

  @ApiProperty({ example: '2026-11-22T00:00:00.000Z' })
  DateTime: string;

  @ApiProperty({ enum: ['EUR', 'CHF'] })
  Currency: string;
}

/**
 * Given only when the area has at least 30 stored days in the three years (FAQ_MIN_DAYS); the endpoint
 * answers `{}` before that, so a new county or zip code makes no claim about highs, lows or a year ago.
 */
export class PriceFaqOutput {
  @ApiProperty({
    example: '2023-11-23T00:00:00.000Z',
    description:
      'First stored day the figures cover: three years back, or later for an area priced since then ' +
      '(the high, low and mean are of the days since this one)',
  })
  firstDate: string;

  @ApiProperty({ example: '2024-04-12T00:00:00.000Z' })
  high3YDate: string;

  @ApiProperty({ example: 11_820, description: 'Highest average per 100 l in three years (cents)' })
  high3YPrice: number;

  @ApiProperty({ example: '2025-09-03T00:00:00.000Z' })
  low3YDate: string;

  @ApiProperty({ example: 8_410 })
  low3YPrice: number;

  @ApiProperty({ example: 9_984, description: 'Newest average per 100 l (cents)' })
  currentPrice: number;

  @ApiProperty({ example: '2026-11-22T00:00:00.000Z' })
  currentDate: string;

  @ApiProperty({ example: 299_520, description: 'What 3,000 l cost at the newest average (cents)' })
  currentTotalPrice: number;

  @ApiProperty({ example: 10_120, description: 'Mean of the three years (cents per 100 l)' })
  average3YPrice: number;

  @ApiPropertyOptional({
    example: 10_400,
    description:
      'Average a year before the newest day (or the stored day at most a week before that); absent ' +
      'without such a day',
  })
  yearAgoPrice?: number;

  @ApiProperty({ example: 3000 })
  amount: number;

  @ApiProperty({ enum: ['EUR', 'CHF'] })
  currency: string;
}

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
  @ApiProperty({ enum: ['country', 'state', 'county', 'city'], description: 'The area the answer is about' })
  Level: string;

  @ApiProperty({ example: 'Bayern', description: 'Name of the area (site name for the country)' })
  Title: string;

  @ApiProperty({ example: '/heizoelpreise/bayern' })
  Link: string;

  @ApiProperty({ enum: ['1m', '1y', '3y', '10y'] })
  Range: string;

  @ApiProperty({ enum: ['EUR', 'CHF'] })
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

export class LocalRedirectOutput {
  @ApiProperty({ example: '/heizoelpreise/bayern/muenchen/80331' })
  Link: string;
}
