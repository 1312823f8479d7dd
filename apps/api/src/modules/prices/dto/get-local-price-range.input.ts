import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PRICE_RANGES, type PriceRange } from '../domain/price-range.js';
import { PriceAreaQuery } from './price-area.input.js';

export class LocalPriceRangeQuery extends PriceAreaQuery {
  @ApiPropertyOptional({ enum: PRICE_RANGES, default: '1y', description: 'Range of the chart series' })
  @IsOptional()
  @IsIn(PRICE_RANGES, {
    message: `Der Zeitraum muss einer dieser Werte sein: ${PRICE_RANGES.join(', ')}.`,
  })
  range: PriceRange = '1y';
}
