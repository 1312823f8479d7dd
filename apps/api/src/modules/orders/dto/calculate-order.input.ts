import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { CalculationConfigurationInput } from '../../offers/index.js';

/** POST /api/kalkulation/bestellung/berechnen: the configuration plus the chosen dealer. */
export class OrderCalculationInput extends CalculationConfigurationInput {
  @ApiProperty({ example: 17 })
  @IsInt({ message: 'Bitte wählen Sie einen Händler aus.' })
  @Min(1)
  DealerId: number;
}
