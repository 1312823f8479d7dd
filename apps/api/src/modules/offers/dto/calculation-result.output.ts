import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AMOUNT_UNITS, CURRENCY_CODES, SURCHARGE_KINDS } from '../domain/offer-values.constant.js';

export class SurchargeOutput {
  @ApiProperty({ enum: SURCHARGE_KINDS })
  Kind: string;

  @ApiPropertyOptional({ example: 1, description: 'Option id for Kind option' })
  OptionId?: number;

  @ApiProperty({ example: 'Expresslieferung 48 h' })
  Label: string;

  @ApiProperty({ example: 0, description: 'Net surcharge per 100 units in cents/Rappen' })
  NetPer100: number;

  @ApiProperty({ example: 3900, description: 'Net amount of this line for the order in cents/Rappen' })
  NetTotal: number;
}

/** One dealer offer. Money is integer cents (EUR) or Rappen (CHF). */
export class OfferOutput {
  @ApiProperty({ example: 1, description: 'Position in the ranking, 1 = best' })
  Rank: number;

  @ApiProperty({ example: 17 })
  DealerId: number;

  @ApiProperty({ example: 42 })
  BranchId: number;

  @ApiProperty({ example: 'Demo-Heizöl Huber GmbH' })
  DealerName: string;

  @ApiProperty({ example: 'Niederlassung München' })
  BranchName: string;

  @ApiProperty({ example: 'München' })
  City: string;

  @ApiProperty({ example: 1 })
  ProductId: number;

  @ApiProperty({ example: 'Heizöl Standard schwefelarm' })
  ProductName: string;

  @ApiProperty({ example: false })
  ClimateNeutral: boolean;

  @ApiProperty({ example: 3000 })
  Amount: number;

  @ApiProperty({ enum: AMOUNT_UNITS })
  Unit: string;

  @ApiProperty({ enum: CURRENCY_CODES })
  Currency: string;

  @ApiProperty({ example: 9873, description: 'Gross all-in price per 100 units (TotalPrice × 100 / Amount)' })
  UnitPrice: number;

  @ApiProperty({ example: 296190, description: 'Gross total the customer pays' })
  TotalPrice: number;

  @ApiProperty({ example: 248899 })
  NetPrice: number;

  @ApiProperty({ example: 47291 })
  Vat: number;

  @ApiProperty({ example: 19, description: 'VAT rate in percent' })
  VatRate: number;

  @ApiProperty({ example: 8150, description: 'Net base price per 100 units of the amount tier' })
  BaseNetPer100: number;

  @ApiProperty({ type: [SurchargeOutput] })
  Surcharges: SurchargeOutput[];

  @ApiProperty({ example: '2026-11-26', description: 'Earliest delivery day (YYYY-MM-DD)' })
  EarliestDelivery: string;

  @ApiProperty({ example: '2026-12-01' })
  LatestDelivery: string;

  @ApiProperty({ example: 4.62, description: 'Mean customer rating, 0–5 stars' })
  Rating: number;

  @ApiProperty({ example: 318 })
  RatingCount: number;

  @ApiProperty({
    type: [Number],
    example: [11, 12, 23],
    description: 'Payment option ids the dealer accepts',
  })
  PaymentOptionIds: number[];

  @ApiPropertyOptional({
    example: 12,
    nullable: true,
    type: Number,
    description: 'Instalment months (MonthlyRateCount)',
  })
  MonthlyRateCount: number | null;

  @ApiProperty({
    description: 'A regional offer from a dealer who does not list this postal code (HasDefaultOffers)',
  })
  IsDefaultOffer: boolean;
}

export class CalculationResultOutput {
  @ApiProperty({ type: [OfferOutput] })
  Items: OfferOutput[];

  @ApiProperty({
    description: 'No dealer lists the postal code: Items are regional offers, labelled as such',
  })
  HasDefaultOffers: boolean;

  @ApiPropertyOptional({ description: 'Why the list is empty or regional, in German for the visitor' })
  Message?: string;
}
