import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn } from 'class-validator';
import { COUNTRIES, type CountryId, DEFAULT_AMOUNT } from '@fuel/domain';
import { HeatingOilAmount } from './heating-oil-amount.decorator.js';

export class BestPriceQuery {
  @ApiProperty({ enum: COUNTRIES.map((c) => c.id), example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRIES.map((c) => c.id), {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;

  @HeatingOilAmount()
  amount: number = DEFAULT_AMOUNT;
}
