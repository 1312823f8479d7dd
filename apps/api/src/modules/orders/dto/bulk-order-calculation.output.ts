import { ApiProperty } from '@nestjs/swagger';
import { CURRENCY_VALUES } from './order-enums.constant.js';

export class BulkOrderShareOutput {
  @ApiProperty()
  Index: number;

  @ApiProperty({ type: String, nullable: true })
  Name: string | null;

  @ApiProperty()
  Amount: number;

  @ApiProperty({ description: "The household's share of the total, gross, cents/Rappen" })
  TotalPrice: number;

  @ApiProperty({ description: 'Gross per 100 units' })
  UnitPrice: number;
}

export class BulkOrderCalculationOutput {
  @ApiProperty()
  DealerId: number;

  @ApiProperty()
  DealerName: string;

  @ApiProperty({ enum: CURRENCY_VALUES })
  Currency: string;

  @ApiProperty()
  Amount: number;

  @ApiProperty({ description: 'Gross total of the whole delivery, cents/Rappen' })
  TotalPrice: number;

  @ApiProperty()
  UnitPrice: number;

  @ApiProperty({ type: [BulkOrderShareOutput] })
  Items: BulkOrderShareOutput[];
}
