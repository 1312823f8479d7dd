import { ApiProperty } from '@nestjs/swagger';
import { CANCELLATION_BOOKED_AS, type CancellationBookedAs } from '@fuel/domain/orders';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';

/** A comment of the customer's or the dealer's side, by its user. */
export class OrderCancellationCommentOutput {
  @ApiProperty({ example: 7 })
  fkUserId: number;

  @ApiProperty({ example: 'Erika Mustermann' })
  userName: string;

  @ApiProperty()
  comment: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** One cancelled order as the cancellation management lists it. */
export class OrderCancellationOutput {
  @ApiProperty({ example: 42 })
  orderId: number;

  @ApiProperty({ example: 'DE-2026-0000042' })
  orderNumber: string;

  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  @ApiProperty({ example: 12 })
  dealerId: number;

  @ApiProperty({ example: 'Heizöl Huber' })
  dealerName: string;

  @ApiProperty({ example: 'Erika Mustermann' })
  customerName: string;

  @ApiProperty({ example: 7, description: 'The customer’s user: the userId of a customer-side comment' })
  customerUserId: number;

  @ApiProperty({
    example: 9,
    nullable: true,
    type: Number,
    description:
      'The dealer’s first staff account, the userId of a dealer-side comment; null when it has none',
  })
  dealerUserId: number | null;

  @ApiProperty({ format: 'date-time' })
  cancelledAt: string;

  @ApiProperty({ example: 285000, description: 'Gross order total in the site currency’s sub-unit' })
  grossTotal: number;

  @ApiProperty()
  isBooked: boolean;

  @ApiProperty({ enum: CANCELLATION_BOOKED_AS, nullable: true, type: String })
  bookedAs: CancellationBookedAs | null;

  @ApiProperty({ example: 0, description: '0 no feedback yet, 1 feedback given' })
  feedbackStatus: number;

  @ApiProperty({ nullable: true, type: String })
  feedbackReason: string | null;

  @ApiProperty({ nullable: true, type: String })
  feedbackComment: string | null;

  @ApiProperty({ type: OrderCancellationCommentOutput, nullable: true })
  customerComment: OrderCancellationCommentOutput | null;

  @ApiProperty({ type: OrderCancellationCommentOutput, nullable: true })
  dealerComment: OrderCancellationCommentOutput | null;
}

/** What a save changed: rows that differed from what was stored (repeating a save changes none). */
export class OrderCancellationSavedOutput {
  @ApiProperty()
  Success: boolean;

  @ApiProperty({ example: 2 })
  changed: number;
}
