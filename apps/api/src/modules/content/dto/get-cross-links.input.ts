import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, Matches, MaxLength } from 'class-validator';
import { type CountryId, COUNTRY_IDS } from '@fuel/domain';

export class CrossLinksQuery {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;

  @ApiProperty({ example: '/heizoelpreise/bayern', description: 'Path of the page on its site (no prefix)' })
  @MaxLength(300, { message: 'Der Seitenpfad darf höchstens 300 Zeichen lang sein.' })
  @Matches(/^\/[a-z0-9/-]*$/, {
    message: 'Der Seitenpfad muss mit / beginnen und darf nur Kleinbuchstaben, Ziffern, / und - enthalten.',
  })
  path: string;
}
