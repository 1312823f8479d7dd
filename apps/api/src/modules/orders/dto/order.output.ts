import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus, COUNTRY_IDS } from '@fuel/domain';
import { ORDER_ACTIONS, type OrderActionName } from '../domain/order-actions.js';
import { DeliveryPointOutput, OrderAddressOutput } from './order-address.output.js';
import { ORDER_ACTORS, PAYMENT_STATUSES, PRODUCT_GROUP_ID_VALUES } from './order-enums.constant.js';
import { PaymentChoiceOutput } from './order-payment.output.js';
import { OrderPriceOutput } from './order-price.output.js';

export class OrderEventOutput {
  @ApiProperty({ type: String, nullable: true, description: 'The status before; null for the first event' })
  From: OrderStatus | null;

  @ApiProperty({ enum: ORDER_STATUSES })
  To: OrderStatus;

  @ApiProperty({ enum: ORDER_ACTORS })
  Actor: string;

  @ApiProperty({ type: String, nullable: true })
  Note: string | null;

  @ApiProperty()
  At: string;
}

/** An order as its customer, its dealer or staff see it. */
export class OrderOutput {
  @ApiProperty()
  OrderId: number;

  @ApiProperty({ example: 'DE-0000042' })
  OrderNumber: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  Status: OrderStatus;

  @ApiProperty({ example: 'Bestellt' })
  StatusLabel: string;

  @ApiProperty({ enum: COUNTRY_IDS })
  CountryId: number;

  @ApiProperty({ enum: PRODUCT_GROUP_ID_VALUES })
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

  @ApiProperty({ enum: PAYMENT_STATUSES, description: 'authorized: a provider approved it' })
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

  @ApiProperty({
    enum: ORDER_ACTIONS,
    enumName: 'OrderAction',
    isArray: true,
    description:
      'What the caller may do with the order now, by the same rules the API checks when asked: the dealer ' +
      'portal confirm, decline, deliver; the customer cancel (within the 14-day withdrawal period) and rate ' +
      '(through the link of the delivered mail); customer support cancel. Each action answers ' +
      '409 INVALID_TRANSITION when the order moved on meanwhile.',
  })
  AllowedActions: OrderActionName[];
}
