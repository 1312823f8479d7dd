import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CURRENCY_CODES } from '../../offers/index.js';

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

  @ApiProperty({ enum: CURRENCY_CODES })
  currency: string;
}
