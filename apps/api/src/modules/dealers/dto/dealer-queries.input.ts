import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class DealerListQuery {
  @ApiPropertyOptional({ example: 'bayern', description: 'State slug (FriendlyName of country-states)' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{2,60}$/, { message: 'state must be a state slug such as bayern' })
  state?: string;

  @ApiPropertyOptional({ example: '80331', description: 'Postal code served; wins over state' })
  @IsOptional()
  @Matches(/^\d{4,5}$/, { message: 'zipCode must be 4 or 5 digits' })
  zipCode?: string;
}
