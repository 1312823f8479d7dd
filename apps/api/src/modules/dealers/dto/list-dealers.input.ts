import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class DealerListQuery {
  @ApiPropertyOptional({ example: 'bayern', description: 'State slug (FriendlyName of country-states)' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{2,60}$/, { message: 'Bitte geben Sie ein Bundesland wie bayern an.' })
  state?: string;

  @ApiPropertyOptional({ example: '80331', description: 'Postal code served; wins over state' })
  @IsOptional()
  @Matches(/^\d{4,5}$/, {
    message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
  })
  zipCode?: string;
}
