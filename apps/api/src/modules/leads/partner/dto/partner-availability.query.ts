import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsString, Matches } from 'class-validator';
import { type CountryId, COUNTRY_IDS } from '@fuel/domain';

export class PartnerAvailabilityQuery {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;

  @ApiProperty({ example: '80331', description: 'A postal code of the site (DE 5 digits, AT and CH 4)' })
  @IsString()
  @Matches(/^\d{4,5}$/, {
    message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
  })
  zipCode: string;
}
