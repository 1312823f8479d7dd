import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { type CountryId, PRODUCT_GROUPS, type ProductGroupId, COUNTRY_IDS } from '@fuel/domain';
import { IsCalendarDate } from '../../../core/http/calendar-date.validator.js';

export class CalculationProductInput {
  @ApiProperty({
    example: 1,
    description: 'Unknown products fall back to the default product of the site and group',
  })
  @IsInt()
  Id: number;

  @ApiProperty({ example: false })
  @IsBoolean()
  ClimateNeutral: boolean;
}

export class CalculationParameterInput {
  @ApiProperty({ example: 5, description: 'Option id of the catalogue (GET /api/kalkulation/init)' })
  @IsInt()
  Id: number;

  @ApiPropertyOptional({ example: 12, description: 'Months of an instalment plan (option 23)' })
  @IsOptional()
  @IsInt()
  Modifier?: number;

  @ApiPropertyOptional({
    example: '2026-12-03',
    description: 'Desired delivery date (option 32), YYYY-MM-DD',
  })
  @IsOptional()
  @IsCalendarDate({ message: 'Bitte geben Sie ein gültiges Wunschdatum im Format JJJJ-MM-TT an.' })
  DesiredDate?: string;

  @ApiPropertyOptional({ example: 'STANDARD_DELIVERY' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  Key?: string;
}

/** The calculator configuration (spec 1 §3) exactly as the client sends it. */
export class CalculationConfigurationInput {
  @ApiProperty({ example: '80331' })
  @IsString()
  @Matches(/^\d{4,5}$/, {
    message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
  })
  ZipCode: string;

  @ApiProperty({ example: 3000, description: 'Litres (kilograms for pellets)' })
  @IsInt({ message: 'Die Menge muss eine ganze Zahl sein.' })
  @Min(500, { message: 'Die Menge muss mindestens 500 betragen.' })
  @Max(32000, { message: 'Die Menge darf höchstens 32.000 betragen.' })
  Amount: number;

  @ApiProperty({
    example: 1,
    minimum: 1,
    maximum: 5,
    description: 'Delivery points the amount is split over',
  })
  @IsInt()
  @Min(1)
  @Max(5)
  Stations: number;

  @ApiProperty({ enum: PRODUCT_GROUPS.map((g) => g.id), example: 1 })
  @IsIn(PRODUCT_GROUPS.map((g) => g.id), { message: 'Diese Produktgruppe gibt es nicht.' })
  ProductGroupId: ProductGroupId;

  @ApiProperty({ type: CalculationProductInput })
  @IsObject({ message: 'Bitte wählen Sie ein Produkt aus.' })
  @ValidateNested()
  @Type(() => CalculationProductInput)
  Product: CalculationProductInput;

  @ApiProperty({
    type: [CalculationParameterInput],
    description: 'One option per group; missing groups use their default',
  })
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => CalculationParameterInput)
  Parameters: CalculationParameterInput[];

  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  CountryId: CountryId;

  @ApiPropertyOptional({
    example: false,
    description: 'Climate-neutral target: forces Product.ClimateNeutral',
  })
  @IsOptional()
  @IsBoolean()
  Cn?: boolean;

  @ApiPropertyOptional({
    example: false,
    description: 'AppointmentPlus (delivery by appointment); not offered yet',
  })
  @IsOptional()
  @IsBoolean()
  Ap?: boolean;
}
