import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { IsDatabaseId } from '../../../../core/http/field.decorators.js';

const SITE_MESSAGE = 'Die Website muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.';

/** The site asked about (every delivery call names it). */
export class AdSiteQuery {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, { message: SITE_MESSAGE })
  countryId: CountryId;
}

export class AdSlotQuery extends AdSiteQuery {
  @ApiPropertyOptional({
    example: '80331',
    description:
      "The visitor's postal code (DE 5 digits, AT and CH 4); used only by slots with zip filtering. " +
      'A code that does not exist on the site counts as none.',
  })
  @IsOptional()
  // An empty field is no postal code (a form or link without one).
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsString({ message: 'Die Postleitzahl muss ein Text sein.' })
  @Matches(/^\d{4,5}$/, {
    message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
  })
  zipCode?: string;
}

/** The slot and campaign an advert is shown for (the frame's links and the counted events name them). */
export class AdPlacementQuery {
  @ApiProperty({ example: 2 })
  @Type(() => Number)
  @IsDatabaseId('Der Werbeplatz')
  slotId: number;

  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsDatabaseId('Die Kampagne')
  campaignId: number;
}

export class AdvertFrameQuery extends AdPlacementQuery {
  @ApiPropertyOptional({
    enum: COUNTRY_IDS,
    example: 1,
    description:
      'The site the frame is shown on (its clicks count there); without it, the first site where the item runs',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, { message: SITE_MESSAGE })
  countryId?: CountryId;
}

export class AdvertClickQuery extends IntersectionType(AdPlacementQuery, AdSiteQuery) {}

/** An advert seen (at least half of it visible) in a slot on a site: counted, nothing about the visitor. */
export class AdImpressionInput {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @IsIn(COUNTRY_IDS, { message: SITE_MESSAGE })
  countryId: CountryId;

  @ApiProperty({ example: 2 })
  @IsDatabaseId('Der Werbeplatz')
  slotId: number;

  @ApiProperty({ example: 7 })
  @IsDatabaseId('Die Anzeige')
  advertId: number;

  @ApiProperty({ example: 3 })
  @IsDatabaseId('Die Kampagne')
  campaignId: number;
}
