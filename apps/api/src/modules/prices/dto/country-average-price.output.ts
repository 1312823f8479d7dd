import { ApiProperty } from '@nestjs/swagger';
import { CURRENCY_CODES } from '../../offers/index.js';

export class CountryAveragePriceOutput {
  @ApiProperty({ example: 9_984, description: 'Average gross price per 100 l at 3,000 l (cents/Rappen)' })
  Price: number;

  @ApiProperty({ example: -35, description: 'Price minus the day before (cents/Rappen)' })
  Change: number;

  @ApiProperty({ example: '2026-11-22T00:00:00.000Z' })
  DateTime: string;

  @ApiProperty({ enum: CURRENCY_CODES })
  Currency: string;
}
