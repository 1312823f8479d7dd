import { ApiProperty } from '@nestjs/swagger';
import { OrderQuoteOutput } from './order-quote.output.js';
import { OrderStepsOutput } from './order-steps.output.js';

export class PaymentSavedOutput {
  @ApiProperty({ type: OrderStepsOutput })
  Steps: OrderStepsOutput;

  @ApiProperty({ description: 'The payment method changed the price; Quote holds the new one' })
  PriceChanged: boolean;

  @ApiProperty({ type: OrderQuoteOutput })
  Quote: OrderQuoteOutput;
}
