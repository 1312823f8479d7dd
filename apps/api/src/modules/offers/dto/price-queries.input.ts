import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import {
  type CountryId,
  DEFAULT_AMOUNT,
  MAX_AMOUNT,
  MIN_AMOUNT,
  UPSELLING_KEYS,
  type UpsellingKey,
} from '@fuel/domain';

/** Optional `amount` query parameter: litres of heating oil, 3000 when left out. */
function HeatingOilAmount(): PropertyDecorator {
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

export class BestPriceQuery {
  @ApiProperty({ enum: [1, 2, 3], example: 1 })
  @Type(() => Number)
  @IsIn([1, 2, 3], { message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.' })
  countryId: CountryId;

  @HeatingOilAmount()
  amount: number = DEFAULT_AMOUNT;
}

export class LocalBestPriceQuery {
  @HeatingOilAmount()
  amount: number = DEFAULT_AMOUNT;

  @ApiProperty({ example: '80331' })
  @Matches(/^\d{4,5}$/, {
    message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
  })
  zipCode: string;

  @ApiPropertyOptional({ example: 1, description: 'Default: the standard heating oil of the site' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  productId?: number;
}

export class UpsellingQuery {
  @ApiProperty({ enum: Object.values(UPSELLING_KEYS), example: UPSELLING_KEYS.delivery })
  @Type(() => Number)
  @IsIn(Object.values(UPSELLING_KEYS), {
    message: 'Die Art des Vergleichs muss 9999, 10000, 10001 oder 10002 sein.',
  })
  upsellingKey: UpsellingKey;
}
