import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import { IsDatabaseId } from '../../../core/http/field.decorators.js';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The sales list's filter: orders placed in the period (site days, both included), one site or dealer. */
export class SalesListQuery {
  @ApiProperty({ format: 'date', example: '2026-10-01' })
  @Matches(DAY, { message: 'Bitte geben Sie den Beginn des Zeitraums als Datum an (JJJJ-MM-TT).' })
  @IsISO8601({ strict: true }, { message: 'Den Beginn des Zeitraums gibt es nicht im Kalender.' })
  from: string;

  @ApiProperty({ format: 'date', example: '2026-10-31' })
  @Matches(DAY, { message: 'Bitte geben Sie das Ende des Zeitraums als Datum an (JJJJ-MM-TT).' })
  @IsISO8601({ strict: true }, { message: 'Das Ende des Zeitraums gibt es nicht im Kalender.' })
  to: string;

  @ApiPropertyOptional({ enum: COUNTRY_IDS, description: 'Site (1 de, 2 at, 3 ch); every site without it' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, { message: 'Die Seite muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.' })
  countryId?: CountryId;

  @ApiPropertyOptional({ example: 12 })
  @IsOptional()
  @Type(() => Number)
  @IsDatabaseId('Die Händlernummer')
  dealerId?: number;
}
