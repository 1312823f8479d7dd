import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_AMOUNT, MAX_AMOUNT, MIN_AMOUNT } from '@fuel/domain';

/** Optional `amount` query parameter: litres of heating oil, 3000 when left out. */
export function HeatingOilAmount(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example: DEFAULT_AMOUNT,
      default: DEFAULT_AMOUNT,
      description: 'Litres of heating oil',
    }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'Die Menge muss eine ganze Zahl sein.' }),
    Min(MIN_AMOUNT),
    Max(MAX_AMOUNT),
  );
}
