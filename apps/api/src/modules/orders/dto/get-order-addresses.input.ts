import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** How a query flag may be written. */
const FLAG_VALUES = ['true', 'false', '1', '0'];

export class OrderAddressesQuery {
  @ApiPropertyOptional({ description: 'ai: the invoice address may differ' })
  @IsOptional()
  @IsIn(FLAG_VALUES)
  ai?: string;

  @ApiPropertyOptional({ description: 'ac: a company may be given' })
  @IsOptional()
  @IsIn(FLAG_VALUES)
  ac?: string;
}

/** A flag of the query is on when written `true` or `1`. */
export function flagOn(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}
