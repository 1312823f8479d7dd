import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Matches } from 'class-validator';
import { type CountryId, COUNTRY_IDS } from '@fuel/domain';
import { IsCalendarDate } from '../../../core/http/calendar-date.validator.js';
import { STATISTIC_GROUPINGS, type StatisticGrouping } from '../period-statistic.constant.js';

/** The filter of the period statistic (spec 2 §3 "Period statistic": ProductId, ZipCode). */
export class GetPeriodStatisticInput {
  @ApiProperty({ example: '2026-01-01', description: 'First day of the period (site time), YYYY-MM-DD' })
  @IsCalendarDate({ message: 'Bitte geben Sie den Beginn des Zeitraums im Format JJJJ-MM-TT an.' })
  from: string;

  @ApiProperty({
    example: '2026-03-31',
    description: 'Last day of the period, included; at most three years after from',
  })
  @IsCalendarDate({ message: 'Bitte geben Sie das Ende des Zeitraums im Format JJJJ-MM-TT an.' })
  to: string;

  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @IsIn(COUNTRY_IDS, { message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.' })
  countryId: CountryId;

  @ApiPropertyOptional({
    example: 1,
    description: 'One product of the site (getProducts); all products without it',
  })
  @IsOptional()
  @IsInt({ message: 'Das Produkt muss eine Produktnummer sein.' })
  ProductId?: number;

  @ApiPropertyOptional({ example: '80', description: 'Leading digits of the delivery postal code' })
  @IsOptional()
  @Matches(/^\d{1,5}$/, { message: 'Der Postleitzahlbereich besteht aus 1 bis 5 Ziffern.' })
  ZipCode?: string;

  @ApiProperty({
    enum: STATISTIC_GROUPINGS,
    example: 'month',
    description: 'One row per day, week (from Monday) or month',
  })
  @IsIn(STATISTIC_GROUPINGS, { message: 'Die Gruppierung muss day, week oder month sein.' })
  grouping: StatisticGrouping;
}
