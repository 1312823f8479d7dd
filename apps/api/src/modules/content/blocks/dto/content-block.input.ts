import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsString, MaxLength } from 'class-validator';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';

/** Far above every block's own limit (checked per block): only refuses absurd bodies before sanitising. */
const MAX_RAW_LENGTH = 50_000;

export class CmsContentBlocksQuery {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;
}

export class SaveCmsContentBlockInput {
  @ApiProperty({
    description:
      "The block's text (plain) or HTML (rich, sanitised against the rich-text allow-list); empty: back to the default",
    example: 'Heizöl günstig bestellen',
  })
  @IsDefined({ message: 'Bitte geben Sie den Text an.' })
  @IsString({ message: 'Der Text muss eine Zeichenkette sein.' })
  @MaxLength(MAX_RAW_LENGTH, { message: `Der Text darf höchstens ${MAX_RAW_LENGTH} Zeichen lang sein.` })
  value: string;
}
