import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CalculationConfigurationInput } from '../../offers/index.js';

export class BulkOrderHouseholdInput {
  @ApiPropertyOptional({ example: 'Familie Huber', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  Name?: string;

  @ApiProperty({ example: 1500, description: 'Litres (kilograms for pellets) of this household' })
  @IsInt({ message: 'Die Menge jedes Haushalts muss eine ganze Zahl sein.' })
  @Min(100, { message: 'Die Menge jedes Haushalts muss mindestens 100 betragen.' })
  Amount: number;
}

/**
 * A group order (Sammelbestellung): several households, one delivery. Amount and Stations of the
 * configuration are taken from the households (their sum and their number).
 */
export class BulkOrderCalculationInput extends CalculationConfigurationInput {
  @ApiPropertyOptional({ example: 17, description: 'Price this dealer; without: the best offer' })
  @IsOptional()
  @IsInt()
  @Min(1)
  DealerId?: number;

  @ApiProperty({ type: [BulkOrderHouseholdInput] })
  @ArrayMinSize(2)
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => BulkOrderHouseholdInput)
  Households: BulkOrderHouseholdInput[];
}
