import { COUNTRY_IDS } from '@fuel/domain';
import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_GROUP_ID_VALUES } from './order-enums.constant.js';
import { OrderPriceOutput } from './order-price.output.js';

/** A held price (order_quote). */
export class OrderQuoteOutput {
  @ApiProperty({ format: 'uuid' })
  QuoteId: string;

  @ApiProperty({ description: 'The price holds for an order placed before this time (ISO 8601)' })
  HeldUntil: string;

  @ApiProperty()
  DealerId: number;

  @ApiProperty()
  BranchId: number;

  @ApiProperty({ enum: PRODUCT_GROUP_ID_VALUES })
  ProductGroupId: number;

  @ApiProperty({ enum: COUNTRY_IDS })
  CountryId: number;

  @ApiProperty({ example: '80331' })
  ZipCode: string;

  @ApiProperty({ example: 1, description: 'Delivery points of the calculation' })
  Stations: number;

  @ApiProperty({ type: OrderPriceOutput, description: 'All in: unit price, surcharges, VAT, total' })
  Price: OrderPriceOutput;

  @ApiProperty({ type: [Number], description: 'Payment option ids the dealer accepts' })
  PaymentOptionIds: number[];

  @ApiProperty({ type: Number, nullable: true })
  MonthlyRateCount: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 23,
    description:
      'The payment option the calculation priced (chosen in the calculator), which the payment step starts from; null when it named none',
  })
  PaymentOptionId: number | null;
}
