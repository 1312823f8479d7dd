import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DealerStateOutput } from './dealer-state.output.js';

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

export class ServedZipCodeOutput {
  @ApiProperty({ example: '82041' })
  ZipCode: string;

  @ApiProperty({
    example: ['Deisenhofen', 'Oberhaching'],
    description: 'Towns of the code; empty for a large-customer code whose places are only companies',
  })
  Places: string[];
}

export class ServedRegionOutput {
  @ApiProperty({
    example: 'München',
    description: "Kreis (de) or Bezirk (at, ch); 'Weitere Postleitzahlen' without one",
  })
  Name: string;

  @ApiProperty({ type: [ServedZipCodeOutput], description: 'Ascending by postal code' })
  ZipCodes: ServedZipCodeOutput[];
}

export class AreaServedOutput {
  @ApiProperty({ example: 412, description: 'Postal codes delivered to' })
  ZipCodeCount: number;

  @ApiProperty({ type: [ServedStateOutput] })
  States: ServedStateOutput[];

  @ApiProperty({ type: [ServedPlaceOutput], description: 'Up to 24 towns, nearest first' })
  Places: ServedPlaceOutput[];

  @ApiProperty({ type: [ServedRegionOutput], description: 'Every postal code delivered to, by region A–Z' })
  Regions: ServedRegionOutput[];
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
