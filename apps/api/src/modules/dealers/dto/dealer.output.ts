import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';

export class DealerStateOutput {
  @ApiProperty({ example: 102 })
  Id: number;

  @ApiProperty({ example: 'Bayern' })
  Name: string;

  @ApiProperty({ example: 'bayern', description: 'URL slug of the state' })
  FriendlyName: string;
}

export class DealerStateEntryOutput extends DealerStateOutput {
  @ApiProperty({ example: 148, description: 'Dealers delivering to at least one postal code of the state' })
  DealerCount: number;

  @ApiProperty({ example: '/heizoelhaendler/bayern' })
  Link: string;
}

export class DealerStatesOutput {
  @ApiProperty({ type: [DealerStateEntryOutput] })
  States: DealerStateEntryOutput[];
}

export class RatingSummaryOutput {
  @ApiProperty({ example: 4.62, description: 'Mean customer rating in stars (1–5), 0 without ratings' })
  Average: number;

  @ApiProperty({ example: 213 })
  Count: number;

  @ApiProperty({ example: 'sehr gut', description: 'German grade of the mean; empty without ratings' })
  Grade: string;
}

export class DealerSummaryOutput {
  @ApiProperty({ example: 17 })
  Id: number;

  @ApiProperty({ example: 'Mineralöle Huber GmbH' })
  Name: string;

  @ApiProperty({ example: '80331' })
  ZipCode: string;

  @ApiProperty({ example: 'München' })
  City: string;

  @ApiProperty({ type: RatingSummaryOutput })
  Rating: RatingSummaryOutput;

  @ApiProperty({ example: 3, description: 'Active branches of the dealer' })
  BranchCount: number;

  @ApiProperty({ example: '/heizoelhaendler/bayern/80331/17', description: 'Path of the dealer page' })
  Link: string;
}

export class DealerListOutput {
  @ApiProperty({ type: DealerStateOutput })
  State: DealerStateOutput;

  @ApiPropertyOptional({ example: '80331', description: 'Set for the list of a postal code' })
  ZipCode?: string;

  @ApiPropertyOptional({ example: 'München', description: 'Place of the postal code' })
  Place?: string;

  @ApiProperty({ example: 12 })
  Total: number;

  @ApiProperty({ type: [DealerSummaryOutput], description: 'Best rated first' })
  Dealers: DealerSummaryOutput[];
}

export class ProductOutput {
  @ApiProperty({ example: 1 })
  Id: number;

  @ApiProperty({ example: 'Heizöl schwefelarm' })
  Name: string;

  @ApiProperty({ example: 1 })
  ProductGroupId: number;

  @ApiProperty({ example: 'Heizöl' })
  ProductGroupName: string;
}

export class PaymentMethodOutput {
  @ApiProperty({ example: 11, description: 'Option id of the calculator catalogue' })
  Id: number;

  @ApiProperty({ example: 'Rechnung' })
  Name: string;
}

export class ServedStateOutput extends DealerStateOutput {
  @ApiProperty({ example: 312 })
  ZipCodeCount: number;
}

export class ServedPlaceOutput {
  @ApiProperty({ example: '80331' })
  ZipCode: string;

  @ApiProperty({ example: 'München' })
  Place: string;

  @ApiProperty({ example: '/heizoelhaendler/bayern/80331' })
  Link: string;
}

export class AreaServedOutput {
  @ApiProperty({ example: 412, description: 'Postal codes delivered to' })
  ZipCodeCount: number;

  @ApiProperty({ type: [ServedStateOutput] })
  States: ServedStateOutput[];

  @ApiProperty({ type: [ServedPlaceOutput], description: 'Up to 24 places, nearest first' })
  Places: ServedPlaceOutput[];
}

export class BranchSummaryOutput {
  @ApiProperty({ example: 31 })
  Id: number;

  @ApiProperty({ example: 'Niederlassung Freising' })
  Name: string;

  @ApiProperty({ example: 'Hauptstraße 4' })
  Street: string;

  @ApiProperty({ example: '85354' })
  ZipCode: string;

  @ApiProperty({ example: 'Freising' })
  City: string;

  @ApiProperty({ example: 48.4, description: 'Latitude of the branch' })
  Latitude: number;

  @ApiProperty({ example: 11.74 })
  Longitude: number;

  @ApiPropertyOptional({ example: 40, nullable: true, type: Number })
  DeliveryRadiusKm: number | null;

  @ApiProperty({ example: 3, description: 'Working days from order to the earliest standard delivery' })
  LeadTimeDays: number;

  @ApiProperty({ example: [1, 2, 3, 4, 5], type: [Number], description: 'ISO weekdays (1 = Monday)' })
  DeliveryWeekdays: number[];

  @ApiProperty({ example: 212 })
  ZipCodeCount: number;

  @ApiProperty({ example: '/heizoelhaendler/bayern/85354/31/17' })
  Link: string;
}

export class RatingEntryOutput {
  @ApiProperty({ example: 5, minimum: 1, maximum: 5 })
  Stars: number;

  @ApiProperty({ example: 'Pünktlich und freundlich geliefert.' })
  Text: string;

  @ApiProperty({ example: '2026-11-20T09:12:00.000Z' })
  CreatedAt: string;
}

/** What a dealer or a branch offers and where: shared by the dealer page and the branch page. */
export class DealerOfferingOutput {
  @ApiProperty({ type: DealerStateOutput, description: 'State of the head office or of the branch' })
  State: DealerStateOutput;

  @ApiProperty({ type: AreaServedOutput })
  AreaServed: AreaServedOutput;

  @ApiProperty({ type: [ProductOutput] })
  Products: ProductOutput[];

  @ApiProperty({ type: [PaymentMethodOutput] })
  PaymentMethods: PaymentMethodOutput[];

  @ApiPropertyOptional({ example: 12, nullable: true, type: Number, description: 'Months of instalments' })
  MonthlyRateCount: number | null;

  @ApiProperty({
    example: '80331',
    description: 'A postal code delivered to, to prefill the calculator',
  })
  CalculatorZipCode: string;
}

export class DealerOutput extends DealerOfferingOutput {
  @ApiProperty({ example: 17 })
  Id: number;

  @ApiProperty({ example: 'Mineralöle Huber GmbH' })
  Name: string;

  @ApiProperty({ example: 'Sendlinger Straße 1' })
  Street: string;

  @ApiProperty({ example: '80331' })
  ZipCode: string;

  @ApiProperty({ example: 'München' })
  City: string;

  @ApiProperty({ example: '+49 89 1234567' })
  Phone: string;

  @ApiProperty({ example: '/heizoelhaendler/bayern/80331/17' })
  Link: string;

  @ApiProperty({ type: RatingSummaryOutput })
  Rating: RatingSummaryOutput;

  @ApiProperty({ type: [BranchSummaryOutput] })
  Branches: BranchSummaryOutput[];

  @ApiProperty({ type: [RatingEntryOutput], description: 'Newest customer ratings with text (up to 5)' })
  RecentRatings: RatingEntryOutput[];
}

export class DealerBranchOutput extends IntersectionType(BranchSummaryOutput, DealerOfferingOutput) {
  @ApiProperty({ type: DealerSummaryOutput, description: 'The dealer the branch belongs to' })
  Dealer: DealerSummaryOutput;
}
