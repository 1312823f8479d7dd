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
