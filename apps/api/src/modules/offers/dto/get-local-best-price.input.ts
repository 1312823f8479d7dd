import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches } from 'class-validator';
import { DEFAULT_AMOUNT } from '@fuel/domain';
import { HeatingOilAmount } from './heating-oil-amount.decorator.js';

export class LocalBestPriceQuery {
  @HeatingOilAmount()
  amount: number = DEFAULT_AMOUNT;

  @ApiProperty({ example: '80331' })
  @Matches(/^\d{4,5}$/, {
    message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
  })
  zipCode: string;

  @ApiPropertyOptional({ example: 1, description: 'Default: the standard heating oil of the site' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  productId?: number;
}
