import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { COUNTRY_IDS, type CountryId, ORDER_STATUSES, type OrderStatus } from '@fuel/domain';
import { CursorField, DayField, IsDatabaseId } from '../../../core/http/field.decorators.js';

/** Customer support's order search: every filter optional, all given ones must hold. */
export class SupportOrderSearchQuery {
  @ApiPropertyOptional({ example: 'DE-2026-0000042' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @Matches(/^[A-Z]{2}-[\dA-Z-]{1,30}$/, {
    message: 'Die Bestellnummer ist ungültig (z. B. DE-2026-0000042).',
  })
  orderNumber?: string;

  @ApiPropertyOptional({ description: "The ordering account's e-mail (guests included)" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' })
  email?: string;

  @ApiPropertyOptional({ description: 'Postal code of the delivery address', example: '80331' })
  @IsOptional()
  @Matches(/^\d{4,5}$/, { message: 'Die Postleitzahl muss vier- oder fünfstellig sein.' })
  postalCode?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsDatabaseId('Die Händlernummer')
  dealerId?: number;

  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, {
    message: `Der Bestellstatus muss einer dieser Werte sein: ${ORDER_STATUSES.join(', ')}.`,
  })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: COUNTRY_IDS, description: 'The site' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, { message: `Das Land muss einer dieser Werte sein: ${COUNTRY_IDS.join(', ')}.` })
  countryId?: CountryId;

  @DayField()
  from?: string;

  @DayField()
  to?: string;

  @CursorField()
  after?: string;
}
