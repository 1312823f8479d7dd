import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { IsBoolean, IsIn, IsInt, IsOptional, Matches, Min } from 'class-validator';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The list's filter: the period the orders were cancelled in (days on the sites' clock, both included). */
export class GetOrderCancellationListInput {
  @ApiProperty({ example: '2026-11-01', format: 'date' })
  @Matches(DAY, { message: 'Bitte geben Sie den Beginn des Zeitraums als Datum an (JJJJ-MM-TT).' })
  from: string;

  @ApiProperty({ example: '2026-11-30', format: 'date' })
  @Matches(DAY, { message: 'Bitte geben Sie das Ende des Zeitraums als Datum an (JJJJ-MM-TT).' })
  to: string;

  @ApiPropertyOptional({ enum: COUNTRY_IDS, description: 'Site (1 de, 2 at, 3 ch); all sites without it' })
  @IsOptional()
  @IsIn(COUNTRY_IDS, { message: 'Die Seite muss 1, 2 oder 3 sein.' })
  countryId?: CountryId;

  @ApiPropertyOptional({ example: 12, description: 'Only this dealer’s cancellations' })
  @IsOptional()
  @IsInt({ message: 'Die Händlernummer muss eine ganze Zahl sein.' })
  @Min(1, { message: 'Die Händlernummer muss eine ganze Zahl sein.' })
  dealerId?: number;

  @ApiPropertyOptional({ description: 'Only booked (true) or only unbooked (false) cancellations' })
  @IsOptional()
  @IsBoolean({ message: 'Gebucht muss true oder false sein.' })
  isBooked?: boolean;
}
