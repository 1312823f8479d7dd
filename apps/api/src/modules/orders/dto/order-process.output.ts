import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus } from '@fuel/domain';
import { AddressOutput } from '../../accounts/dto/account.output.js';
import { SurchargeOutput } from '../../offers/dto/calculation-result.output.js';

export class OrderPriceOutput {
  @ApiProperty()
  DealerName: string;

  @ApiProperty()
  BranchName: string;

  @ApiProperty({ enum: ['EUR', 'CHF'] })
  Currency: string;

  @ApiProperty()
  Amount: number;

  @ApiProperty({ enum: ['l', 'kg'] })
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

export class OrderQuoteOutput {
  @ApiProperty({ format: 'uuid' })
  QuoteId: string;

  @ApiProperty({ description: 'The price holds for an order placed before this time (ISO 8601)' })
  HeldUntil: string;

  @ApiProperty()
  DealerId: number;

  @ApiProperty()
  BranchId: number;

  @ApiProperty({ enum: [1, 2, 3, 4, 5] })
  ProductGroupId: number;

  @ApiProperty({ enum: [1, 2, 3] })
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
}

export class OrderStepOutput {
  @ApiProperty({ enum: ['address', 'deliveryPoints', 'payment', 'summary'] })
  Name: string;

  @ApiProperty({ enum: [0, 5, 20, 99] })
  Weight: number;

  @ApiProperty({ description: 'Reachable: this step and all before it may be shown' })
  Validated: boolean;
}

export class OrderStepsOutput {
  @ApiProperty({ description: 'A held price for this product group exists' })
  HasCalculation: boolean;

  @ApiProperty({ type: [OrderStepOutput] })
  Steps: OrderStepOutput[];

  @ApiProperty({ type: String, nullable: true, description: 'The last validated step of the map' })
  LatestAccessibleStep: string | null;
}

/** An address of an order: the address-book fields without id and type. */
export class OrderAddressOutput extends OmitType(AddressOutput, ['Id', 'Type'] as const) {}

export class DeliveryPointOutput {
  @ApiProperty({ type: OrderAddressOutput })
  Address: OrderAddressOutput;

  @ApiProperty()
  Amount: number;
}

export class OrderPaymentMethodOutput {
  @ApiProperty({ example: 11 })
  PaymentId: number;

  @ApiProperty()
  IsInteraidPayment: boolean;

  @ApiProperty({ example: 'Rechnung über den Marktplatz' })
  Label: string;

  @ApiProperty()
  Description: string;

  @ApiProperty({ type: Number, nullable: true, description: "Instalment: the dealer's MonthlyRateCount" })
  PaymentModifier: number | null;
}

export class PaymentChoiceOutput {
  @ApiProperty()
  PaymentId: number;

  @ApiProperty()
  IsInteraidPayment: boolean;

  @ApiProperty({ type: Number, nullable: true })
  PaymentModifier: number | null;

  @ApiProperty()
  Label: string;

  @ApiPropertyOptional({ example: 'DE89 **** **** 3000' })
  IbanMasked?: string;

  @ApiPropertyOptional()
  AccountHolder?: string;

  @ApiPropertyOptional({ description: 'SEPA mandate reference' })
  MandateReference?: string;
}

export class PaymentDataOutput {
  @ApiProperty({ type: [OrderPaymentMethodOutput], description: 'What this dealer and customer may choose' })
  Methods: OrderPaymentMethodOutput[];

  @ApiProperty({ type: PaymentChoiceOutput, nullable: true })
  Selected: PaymentChoiceOutput | null;
}

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

export class SelectedAddressOutput {
  @ApiProperty({ enum: [0, 1], description: '1 delivery, 0 invoice' })
  AddressType: 0 | 1;

  @ApiProperty({ type: Number, nullable: true, description: 'Id in the address book, if it came from there' })
  AddressId: number | null;

  @ApiProperty({ description: 'Position (delivery point) of the address' })
  AddressIndex: number;

  @ApiProperty({ type: Number, nullable: true })
  Amount: number | null;
}

/** Spec 2 §3 order addresses. */
export class OrderAddressesOutput {
  @ApiProperty({ type: [AddressOutput] })
  DeliveryAddressList: AddressOutput[];

  @ApiProperty({ type: [AddressOutput] })
  InvoiceAddressList: AddressOutput[];

  @ApiProperty({ type: [SelectedAddressOutput] })
  SelectedAddresses: SelectedAddressOutput[];

  @ApiProperty({ type: String, nullable: true })
  CompanyName: string | null;
}

export class PaymentSavedOutput {
  @ApiProperty({ type: OrderStepsOutput })
  Steps: OrderStepsOutput;

  @ApiProperty({ description: 'The payment method changed the price; Quote holds the new one' })
  PriceChanged: boolean;

  @ApiProperty({ type: OrderQuoteOutput })
  Quote: OrderQuoteOutput;
}

export class OrderEventOutput {
  @ApiProperty({ type: String, nullable: true, description: 'The status before; null for the first event' })
  From: OrderStatus | null;

  @ApiProperty({ enum: ORDER_STATUSES })
  To: OrderStatus;

  @ApiProperty({ enum: ['customer', 'dealer', 'staff'] })
  Actor: string;

  @ApiProperty({ type: String, nullable: true })
  Note: string | null;

  @ApiProperty()
  At: string;
}

export class OrderOutput {
  @ApiProperty()
  OrderId: number;

  @ApiProperty({ example: 'DE-0000042' })
  OrderNumber: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  Status: OrderStatus;

  @ApiProperty({ example: 'Bestellt' })
  StatusLabel: string;

  @ApiProperty({ enum: [1, 2, 3] })
  CountryId: number;

  @ApiProperty({ enum: [1, 2, 3, 4, 5] })
  ProductGroupId: number;

  @ApiProperty()
  DealerId: number;

  @ApiProperty()
  DealerName: string;

  @ApiProperty({ type: OrderPriceOutput })
  Price: OrderPriceOutput;

  @ApiProperty({ type: OrderAddressOutput })
  DeliveryAddress: OrderAddressOutput;

  @ApiProperty({ type: OrderAddressOutput, nullable: true })
  InvoiceAddress: OrderAddressOutput | null;

  @ApiProperty({ type: String, nullable: true })
  CompanyName: string | null;

  @ApiProperty({ type: [DeliveryPointOutput] })
  DeliveryPoints: DeliveryPointOutput[];

  @ApiProperty()
  InvoicePerStation: boolean;

  @ApiProperty({ type: PaymentChoiceOutput })
  Payment: PaymentChoiceOutput;

  @ApiProperty({ enum: ['open', 'authorized'], description: 'authorized: a provider approved it' })
  PaymentStatus: string;

  @ApiProperty({ type: String, nullable: true })
  DeliveryDate: string | null;

  @ApiProperty({ type: String, nullable: true })
  DeclineReason: string | null;

  @ApiProperty({ type: Number, nullable: true })
  DeliveredAmount: number | null;

  @ApiProperty()
  PlacedAt: string;

  @ApiProperty({ type: [OrderEventOutput] })
  Events: OrderEventOutput[];
}

export class DealerProfileOutput {
  @ApiProperty()
  DealerId: number;

  @ApiProperty({ example: 'Demo-Heizöl Huber GmbH' })
  DealerName: string;
}
