import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Spec 2 §3 order payment payload, plus the account data of a SEPA direct debit. */
export class SavePaymentInput {
  @ApiProperty({
    description: 'Paid through the marketplace (interaid invoice / SEPA) instead of the dealer',
  })
  @IsBoolean()
  IsInteraidPayment: boolean;

  @ApiProperty({
    example: 11,
    description: 'Payment option id: 11 invoice, 12 SEPA, 23 instalment, 15 PayPal',
  })
  @IsInt()
  PaymentId: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "Instalment: the dealer's MonthlyRateCount",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(120)
  PaymentModifier?: number | null;

  @ApiPropertyOptional({ example: 'DE89 3704 0044 0532 0130 00', description: 'SEPA only' })
  @IsOptional()
  @IsString()
  @MaxLength(42)
  Iban?: string;

  @ApiPropertyOptional({ example: 'Karla Kunde', description: 'SEPA only' })
  @IsOptional()
  @IsString()
  @MaxLength(140)
  AccountHolder?: string;
}
