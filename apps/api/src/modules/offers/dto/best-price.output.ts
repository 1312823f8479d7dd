import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CURRENCY_CODES } from '../domain/offer-values.constant.js';

export class BestPriceOutput {
  @ApiProperty({ example: 'de' })
  CountryCode: string;

  @ApiProperty({ example: 9512, description: 'Gross price per 100 l of the cheapest offer (cents/Rappen)' })
  UnitPrice: number;

  @ApiProperty({ example: 285360, description: 'Gross total of that offer (cents/Rappen)' })
  TotalPrice: number;

  @ApiProperty({ example: '2026-11-22T10:00:00.000Z' })
  TimeStamp: string;

  @ApiProperty({ example: 3000 })
  Amount: number;

  @ApiProperty({ enum: CURRENCY_CODES })
  Currency: string;

  @ApiProperty({ example: '€' })
  CurrencySymbol: string;

  @ApiPropertyOptional({ example: '80331', description: 'Set when the price is for one postal code' })
  ZipCode?: string;
}
