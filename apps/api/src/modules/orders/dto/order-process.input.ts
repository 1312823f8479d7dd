import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate } from '../../../core/http/calendar-date.validator.js';
import { CalculationConfigurationInput } from '../../offers/dto/calculation-configuration.input.js';
import { AddressInput } from '../../accounts/dto/address.input.js';
import { CompanyField } from '../../accounts/dto/account-fields.decorators.js';

/** POST /api/kalkulation/bestellung/berechnen: the configuration plus the chosen dealer. */
export class OrderCalculationInput extends CalculationConfigurationInput {
  @ApiProperty({ example: 17 })
  @IsInt({ message: 'Bitte wählen Sie einen Händler aus.' })
  @Min(1)
  DealerId: number;
}

export class StartOrderInput {
  @ApiProperty({ format: 'uuid', description: 'QuoteId of POST /api/kalkulation/bestellung/berechnen' })
  @IsUUID('all', { message: 'Die Preisbestätigung ist ungültig. Bitte berechnen Sie den Preis neu.' })
  QuoteId: string;
}

export class SaveOrderAddressInput {
  @ApiProperty({ type: AddressInput })
  @IsObject({ message: 'Bitte geben Sie eine Lieferadresse an.' })
  @ValidateNested()
  @Type(() => AddressInput)
  DeliveryAddress: AddressInput;

  @ApiPropertyOptional({ type: AddressInput, nullable: true, description: 'Only where AllowInvoiceAddress' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressInput)
  InvoiceAddress?: AddressInput | null;

  @CompanyField()
  CompanyName?: string | null;
}

export class DeliveryPointInput {
  @ApiProperty({ type: AddressInput })
  @IsObject({ message: 'Bitte geben Sie die Adresse der Lieferstelle an.' })
  @ValidateNested()
  @Type(() => AddressInput)
  Address: AddressInput;

  @ApiProperty({ example: 1500, description: 'Litres (kilograms for pellets) for this point' })
  @IsInt({ message: 'Die Menge der Lieferstelle muss eine ganze Zahl sein.' })
  @Min(1)
  Amount: number;
}

export class SaveDeliveryPointsInput {
  @ApiProperty({ type: [DeliveryPointInput], description: 'One entry per station of the calculation' })
  @ArrayMinSize(2)
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => DeliveryPointInput)
  Stations: DeliveryPointInput[];

  @ApiProperty({ description: 'One invoice per delivery point instead of one for all' })
  @IsBoolean()
  InvoicePerStation: boolean;
}

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

export class PlaceOrderInput {
  @ApiProperty({
    format: 'uuid',
    description: 'QuoteId of the price shown on the summary (Quote of the common data)',
  })
  @IsUUID('all', { message: 'Die Preisbestätigung ist ungültig. Bitte berechnen Sie den Preis neu.' })
  QuoteId: string;

  @ApiProperty({ description: 'The customer accepted the terms and read the withdrawal information' })
  @Equals(true, { message: 'Bitte bestätigen Sie die AGB.' })
  AcceptTerms: boolean;
}

export class OrderAddressesQuery {
  @ApiPropertyOptional({ description: 'ai: the invoice address may differ' })
  @IsOptional()
  @IsIn(['true', 'false', '1', '0'])
  ai?: string;

  @ApiPropertyOptional({ description: 'ac: a company may be given' })
  @IsOptional()
  @IsIn(['true', 'false', '1', '0'])
  ac?: string;
}

export const ORDER_STATUS_FILTER = [
  'placed',
  'confirmed',
  'declined',
  'delivered',
  'rated',
  'cancelled',
] as const;

export class OrderStatusQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUS_FILTER })
  @IsOptional()
  @IsIn(ORDER_STATUS_FILTER, {
    message: `Der Bestellstatus muss einer dieser Werte sein: ${ORDER_STATUS_FILTER.join(', ')}.`,
  })
  status?: (typeof ORDER_STATUS_FILTER)[number];
}

export class ConfirmOrderInput {
  @ApiProperty({ example: '2026-12-03', description: 'The delivery date the dealer promises, YYYY-MM-DD' })
  @IsCalendarDate({ message: 'Bitte geben Sie ein gültiges Lieferdatum im Format JJJJ-MM-TT an.' })
  DeliveryDate: string;
}

export class DeclineOrderInput {
  @ApiProperty({ example: 'Liefergebiet derzeit nicht bedient' })
  @IsString()
  @Matches(/\S/, { message: 'Bitte geben Sie einen Grund an.' })
  @MaxLength(500)
  Reason: string;
}

export class DeliveredOrderInput {
  @ApiProperty({ example: 2980, description: 'Litres (kilograms) actually delivered' })
  @IsInt({ message: 'Die gelieferte Menge muss eine ganze Zahl sein.' })
  @Min(1)
  DeliveredAmount: number;
}

export class CancelOrderInput {
  @ApiPropertyOptional({ example: 'Tank wurde anderweitig befüllt', maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  Reason?: string;
}

export class StaffCancelOrderInput {
  @ApiProperty({ example: 'Kunde hat telefonisch storniert', maxLength: 500 })
  @IsString()
  @Matches(/\S/, { message: 'Bitte geben Sie einen Grund an.' })
  @MaxLength(500)
  Reason: string;
}
