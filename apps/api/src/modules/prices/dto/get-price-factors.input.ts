import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn } from 'class-validator';
import { COUNTRIES, type CountryId } from '@fuel/domain';

export class PriceFactorsQuery {
  @ApiProperty({ enum: COUNTRIES.map((c) => c.id), example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRIES.map((c) => c.id), {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;
}
