import { ApiProperty } from '@nestjs/swagger';
import { DeliveryPointOutput, OrderAddressOutput } from './order-address.output.js';
import { PaymentDataOutput } from './order-payment.output.js';
import { OrderQuoteOutput } from './order-quote.output.js';

/** Spec 2 §3 "order common data", with the state of the steps saved so far. */
export class OrderCommonDataOutput {
  @ApiProperty()
  EmailAddress: string;

  @ApiProperty()
  CustomerId: number;

  @ApiProperty()
  IsGuest: boolean;

  @ApiProperty()
  AllowCompany: boolean;

  @ApiProperty()
  AllowInvoiceAddress: boolean;

  @ApiProperty({ description: 'Addresses may be picked from the address book' })
  AllowAddressSelection: boolean;

  @ApiProperty({ description: 'The chosen payment runs through the marketplace' })
  IsInteraidPayment: boolean;

  @ApiProperty()
  HasCalculation: boolean;

  @ApiProperty({ type: OrderQuoteOutput, nullable: true })
  Quote: OrderQuoteOutput | null;

  @ApiProperty({ type: PaymentDataOutput })
  PaymentData: PaymentDataOutput;

  @ApiProperty({ type: OrderAddressOutput, nullable: true })
  DeliveryAddress: OrderAddressOutput | null;

  @ApiProperty({ type: OrderAddressOutput, nullable: true })
  InvoiceAddress: OrderAddressOutput | null;

  @ApiProperty({ type: String, nullable: true })
  CompanyName: string | null;

  @ApiProperty({ type: [DeliveryPointOutput] })
  DeliveryPoints: DeliveryPointOutput[];

  @ApiProperty()
  InvoicePerStation: boolean;
}
