import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STEP_NAMES, ORDER_STEP_WEIGHT_VALUES } from './order-enums.constant.js';

export class OrderStepOutput {
  @ApiProperty({ enum: ORDER_STEP_NAMES })
  Name: string;

  @ApiProperty({ enum: ORDER_STEP_WEIGHT_VALUES })
  Weight: number;

  @ApiProperty({ description: 'Reachable: this step and all before it may be shown' })
  Validated: boolean;
}

/** The steps of the order in progress and which of them are reachable (spec 2 §4). */
export class OrderStepsOutput {
  @ApiProperty({ description: 'A held price for this product group exists' })
  HasCalculation: boolean;

  @ApiProperty({ type: [OrderStepOutput] })
  Steps: OrderStepOutput[];

  @ApiProperty({ type: String, nullable: true, description: 'The last validated step of the map' })
  LatestAccessibleStep: string | null;
}
