import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** Optional `zipCode` query parameter of a local price page. */
export function OptionalZipCode(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ example: '80331' }),
    IsOptional(),
    Matches(/^\d{4,5}$/, {
      message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
    }),
  );
}
