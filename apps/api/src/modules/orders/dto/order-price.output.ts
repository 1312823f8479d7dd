import { ApiProperty } from '@nestjs/swagger';
import { SurchargeOutput } from '../../offers/index.js';
import { CURRENCY_VALUES, UNIT_VALUES } from './order-enums.constant.js';

/** The all-in price as the customer saw and accepted it (frozen with the quote and the order). */
export class OrderPriceOutput {
  @ApiProperty()
  DealerName: string;

  @ApiProperty()
  BranchName: string;

  @ApiProperty({ enum: CURRENCY_VALUES })
  Currency: string;

  @ApiProperty()
  Amount: number;

  @ApiProperty({ enum: UNIT_VALUES })
  Unit: string;

  @ApiProperty()
  ProductId: number;

  @ApiProperty()
  ProductName: string;

  @ApiProperty()
  ClimateNeutral: boolean;

  @ApiProperty({ description: 'Net base price per 100 units, cents/Rappen' })
  BaseNetPer100: number;

  @ApiProperty({ type: [SurchargeOutput] })
  Surcharges: SurchargeOutput[];

  @ApiProperty()
  NetTotal: number;

  @ApiProperty({ example: 19 })
  VatRate: number;

  @ApiProperty()
  VatTotal: number;

  @ApiProperty({ description: 'What the customer pays, cents/Rappen' })
  GrossTotal: number;

  @ApiProperty({ description: 'All-in price per 100 units' })
  GrossPer100: number;

  @ApiProperty()
  EarliestDelivery: string;

  @ApiProperty()
  LatestDelivery: string;
}
