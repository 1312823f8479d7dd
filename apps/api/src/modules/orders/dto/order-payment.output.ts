import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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

/** The payment chosen for a draft or an order (SEPA: the account masked). */
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
