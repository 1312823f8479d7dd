import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn } from 'class-validator';
import { type CountryId, COUNTRY_IDS } from '@fuel/domain';

export class CompareQuery {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1, description: 'The site: postal code, price and currency' })
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;
}
