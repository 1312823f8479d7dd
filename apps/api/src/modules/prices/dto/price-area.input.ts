import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Length, Matches } from 'class-validator';
import { OptionalZipCode } from './optional-zip-code.decorator.js';

/** The area of a price page (the price FAQ's query): the site (nothing), a state, a county of a state, or a zip code. */
export class PriceAreaQuery {
  @ApiPropertyOptional({ example: 'bayern', description: 'State slug (friendlyName) or state id' })
  @IsOptional()
  @Matches(/^(\d{3}|[a-z0-9-]{2,60})$/, { message: 'Bitte geben Sie ein Bundesland wie bayern an.' })
  state?: string;

  @ApiPropertyOptional({ example: 'muenchen', description: 'County slug or name (needs state)' })
  @IsOptional()
  @Length(1, 100, { message: 'Der Landkreis muss 1 bis 100 Zeichen lang sein.' })
  county?: string;

  @OptionalZipCode()
  zipCode?: string;
}
