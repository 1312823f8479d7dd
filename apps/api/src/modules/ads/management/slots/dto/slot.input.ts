import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { AD_LIMITS, SLOT_KEY_PATTERN, SLOT_TYPE_IDS, type SlotTypeId } from '@fuel/domain/ads';
import { SiteIdsField } from './site-ids.field.js';

const SIZE_MESSAGE = (what: string) =>
  `${what} muss eine ganze Zahl von ${AD_LIMITS.sizeMin} bis ${AD_LIMITS.sizeMax} Pixeln sein.`;
const KEY_MESSAGE = `Der Schlüssel besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (z. B. home-banner), höchstens ${AD_LIMITS.slotKey} Zeichen.`;

/** A slot as the back office writes it (create and save alike). */
export class SlotInput {
  @ApiProperty({
    example: 'offer-list-sidebar',
    maxLength: AD_LIMITS.slotKey,
    pattern: SLOT_KEY_PATTERN.source,
    description: 'The key of the delivery URL (/api/iam/slots/{key}); unique',
  })
  @IsString({ message: KEY_MESSAGE })
  @Length(1, AD_LIMITS.slotKey, { message: KEY_MESSAGE })
  @Matches(SLOT_KEY_PATTERN, { message: KEY_MESSAGE })
  key: string;

  @ApiProperty({ example: 'Seitenleiste der Angebotsliste', maxLength: AD_LIMITS.name })
  @IsString({ message: 'Bitte geben Sie einen Namen an.' })
  @Length(1, AD_LIMITS.name, { message: `Der Name muss 1 bis ${AD_LIMITS.name} Zeichen lang sein.` })
  name: string;

  @ApiProperty({
    enum: SLOT_TYPE_IDS,
    example: 2,
    description: '1 home banner, 2 offer-list sidebar, 3 price pages box, 4 news tile',
  })
  @IsIn(SLOT_TYPE_IDS, { message: 'Die Art des Werbeplatzes muss 1, 2, 3 oder 4 sein.' })
  slotTypeId: SlotTypeId;

  @ApiProperty({ example: 300, minimum: AD_LIMITS.sizeMin, maximum: AD_LIMITS.sizeMax })
  @IsInt({ message: SIZE_MESSAGE('Die Breite') })
  @Min(AD_LIMITS.sizeMin, { message: SIZE_MESSAGE('Die Breite') })
  @Max(AD_LIMITS.sizeMax, { message: SIZE_MESSAGE('Die Breite') })
  width: number;

  @ApiProperty({ example: 250, minimum: AD_LIMITS.sizeMin, maximum: AD_LIMITS.sizeMax })
  @IsInt({ message: SIZE_MESSAGE('Die Höhe') })
  @Min(AD_LIMITS.sizeMin, { message: SIZE_MESSAGE('Die Höhe') })
  @Max(AD_LIMITS.sizeMax, { message: SIZE_MESSAGE('Die Höhe') })
  height: number;

  @ApiProperty({ description: 'Campaigns with postal-code targets show only to visitors of those codes' })
  @IsBoolean({ message: 'Die Postleitzahl-Filterung muss ja oder nein sein.' })
  appliesZipFiltering: boolean;

  @SiteIdsField('The sites whose pages carry the slot')
  countryIds: CountryId[];
}

/** The site and postal code a preview shows the slot for. */
export class SlotPreviewQuery {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, {
    message: 'Die Website muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;

  @ApiPropertyOptional({ example: '80331', description: "A postal code of the site (the site's pattern)" })
  @IsOptional()
  @IsString({ message: 'Die Postleitzahl muss ein Text sein.' })
  @Matches(/^\d{4,5}$/, { message: 'Bitte geben Sie eine gültige Postleitzahl ein.' })
  zipCode?: string;
}
