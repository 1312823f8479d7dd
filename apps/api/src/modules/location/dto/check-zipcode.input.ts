import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { type CountryId, COUNTRY_IDS } from '@fuel/domain';

export class CheckZipCodeInput {
  @ApiProperty({ example: '80331', description: '4 (AT, CH) or 5 (DE) digits' })
  @IsString()
  @Matches(/^\d{4,5}$/, {
    message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
  })
  ZipCode: string;

  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  CountryId: CountryId;
}
