import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn } from 'class-validator';
import { type CountryId, DEFAULT_AMOUNT, COUNTRY_IDS } from '@fuel/domain';
import { HeatingOilAmount } from './heating-oil-amount.decorator.js';

export class BestPriceQuery {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;

  @HeatingOilAmount()
  amount: number = DEFAULT_AMOUNT;
}
