import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId, ORDER_STATUSES, type OrderStatus } from '@fuel/domain';
import { OrderOutput } from './order.output.js';

/** One row of customer support's order search. */
export class SupportOrderRowOutput {
  @ApiProperty()
  orderId: number;

  @ApiProperty({ example: 'DE-2026-0000042' })
  orderNumber: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  status: OrderStatus;

  @ApiProperty({ example: 'Bestellt' })
  statusLabel: string;

  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  @ApiProperty()
  dealerId: number;

  @ApiProperty()
  dealerName: string;

  @ApiProperty({ description: 'Name on the delivery address' })
  customerName: string;

  @ApiProperty()
  postalCode: string;

  @ApiProperty()
  city: string;

  @ApiProperty({ description: 'Litres' })
  amount: number;

  @ApiProperty({ description: "Gross total in the site currency's sub-unit (cent, Rappen)" })
  grossTotal: number;

  @ApiProperty({ format: 'date-time' })
  placedAt: string;
}

export class SupportOrderPageOutput {
  @ApiProperty({ type: [SupportOrderRowOutput], description: 'Newest first' })
  rows: SupportOrderRowOutput[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last',
  })
  nextCursor: string | null;
}

export class SupportOrderCustomerOutput {
  @ApiProperty()
  userId: number;

  @ApiProperty()
  email: string;

  @ApiProperty()
  isGuest: boolean;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
}

export class OrderNoteOutput {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: Number, nullable: true })
  authorUserId: number | null;

  @ApiProperty({ type: String, nullable: true, description: "The author's e-mail" })
  authorEmail: string | null;

  @ApiProperty()
  text: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** A step of the order's history: a status change (order_event) or an audited action on it. */
export class SupportOrderHistoryEntryOutput {
  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ enum: ['status', 'audit'] })
  source: 'status' | 'audit';

  @ApiProperty({
    description: 'The audit action, or orders.<status> for a status change',
    example: 'orders.add-note',
  })
  action: string;

  @ApiProperty({ enum: ORDER_STATUSES, nullable: true, description: 'The new status of a status change' })
  toStatus: OrderStatus | null;

  @ApiProperty({ description: 'customer, dealer, staff or system' })
  actorKind: string;

  @ApiProperty({ type: Number, nullable: true })
  actorUserId: number | null;

  @ApiProperty({ type: String, nullable: true, description: "The status change's note or the action's text" })
  note: string | null;
}

/** Everything customer support sees of one order. */
export class SupportOrderDetailsOutput {
  @ApiProperty({ type: OrderOutput })
  order: OrderOutput;

  @ApiProperty({ type: SupportOrderCustomerOutput, nullable: true })
  customer: SupportOrderCustomerOutput | null;

  @ApiProperty({ format: 'date-time' })
  placedAt: string;

  @ApiProperty({ type: [SupportOrderHistoryEntryOutput], description: 'Oldest first' })
  history: SupportOrderHistoryEntryOutput[];

  @ApiProperty({ type: [OrderNoteOutput], description: 'Newest first' })
  notes: OrderNoteOutput[];
}

export class MailsResentOutput {
  @ApiProperty({ description: 'Mails queued in the outbox' })
  queued: number;
}
