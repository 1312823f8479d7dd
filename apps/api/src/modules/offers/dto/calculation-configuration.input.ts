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
import type { CountryId, ProductGroupId } from '@fuel/domain';
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
  @IsCalendarDate({ message: 'DesiredDate must be a calendar date written YYYY-MM-DD' })
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
  @Matches(/^\d{4,5}$/, { message: 'ZipCode must be a postal code of 4 (AT, CH) or 5 (DE) digits' })
  ZipCode: string;

  @ApiProperty({ example: 3000, description: 'Litres (kilograms for pellets)' })
  @IsInt({ message: 'Amount must be a whole number' })
  @Min(500, { message: 'Amount must be at least 500' })
  @Max(32000, { message: 'Amount must be at most 32000' })
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

  @ApiProperty({ enum: [1, 2, 3, 4, 5], example: 1 })
  @IsIn([1, 2, 3, 4, 5], { message: 'ProductGroupId must be 1 to 5' })
  ProductGroupId: ProductGroupId;

  @ApiProperty({ type: CalculationProductInput })
  @IsObject({ message: 'Product must be an object' })
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

  @ApiProperty({ enum: [1, 2, 3], example: 1 })
  @IsIn([1, 2, 3], { message: 'CountryId must be 1 (de), 2 (at) or 3 (ch)' })
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
