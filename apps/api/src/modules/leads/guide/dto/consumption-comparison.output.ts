import { ApiProperty } from '@nestjs/swagger';
import {
  CONSUMPTION_RATINGS,
  type ConsumptionComparison,
  type ConsumptionMeasure,
  type ConsumptionRating,
  MEASURE_KEYS,
  type MeasureKey,
  type ReferenceClass,
} from '@fuel/domain/leads';

const RATING = {
  enum: CONSUMPTION_RATINGS,
  enumName: 'ConsumptionRating',
  description: 'sparsam, durchschnittlich, erhoeht (erhöht), hoch: against the reference classes',
} as const;

export class ReferenceClassOutput implements ReferenceClass {
  @ApiProperty(RATING)
  Rating: ConsumptionRating;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 90,
    description: 'Largest whole kWh per m² and year of the class; null for the last, open class',
  })
  UpToKwhPerSquareMetre: number | null;
}

export class ConsumptionMeasureOutput implements ConsumptionMeasure {
  @ApiProperty({
    enum: MEASURE_KEYS,
    enumName: 'MeasureKey',
    example: 'hydraulicBalancing',
    description: 'Stable key of the measure',
  })
  Key: MeasureKey;

  @ApiProperty({ example: 'Hydraulischer Abgleich' })
  Title: string;

  @ApiProperty()
  Description: string;

  @ApiProperty({ example: 150, description: 'Litres a year it saves this household (rounded to 10 l)' })
  SavingLitres: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 14800,
    description: 'The same in cents (Rappen) at today’s price; null without a price',
  })
  SavingCost: number | null;
}

export class SavingToMedianOutput {
  @ApiProperty({ example: 400 })
  Litres: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 39500,
    description: 'Cents (Rappen); null without a price',
  })
  Cost: number | null;

  @ApiProperty({ example: 1064 })
  Co2Kg: number;
}

/**
 * The household's consumption against similar households (issue #14): the browser keeps it under
 * `compareResult`. Money in cents (Rappen) of Currency.
 */
export class ConsumptionComparisonOutput implements ConsumptionComparison {
  @ApiProperty({ example: 2400, description: 'Litres a year, as answered' })
  ConsumptionLitres: number;

  @ApiProperty({ example: 24000 })
  ConsumptionKwh: number;

  @ApiProperty({
    example: 160,
    description:
      'kWh per m² and year, hot water included (added where the oil heating does not make it, as the Heizspiegel does)',
  })
  KwhPerSquareMetre: number;

  @ApiProperty(RATING)
  Rating: ConsumptionRating;

  @ApiProperty({ example: 62, description: 'Share of similar households (0–100) using less per m²' })
  Percentile: number;

  @ApiProperty({
    enum: ['reference', 'marketplace'],
    description: 'The reference values, or the marketplace’s own anonymised answers (from 20 comparable on)',
  })
  PercentileSource: ConsumptionComparison['PercentileSource'];

  @ApiProperty({
    example: 0,
    description: 'Comparable marketplace answers used; 0 with the reference values',
  })
  ComparableHouseholds: number;

  @ApiProperty({ example: 140 })
  MedianKwhPerSquareMetre: number;

  @ApiProperty({ type: [ReferenceClassOutput], description: 'The classes of the chart, best first' })
  ReferenceClasses: readonly ReferenceClassOutput[];

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 98.73,
    description:
      'Cents (Rappen) per litre of the best offer for the postal code and SuggestedOrderAmount (its price per 100 l / 100); null when no dealer delivers there',
  })
  PricePerLitre: number | null;

  @ApiProperty({ enum: ['EUR', 'CHF'] })
  Currency: ConsumptionComparison['Currency'];

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 236952,
    description: 'Cents (Rappen); null without a price',
  })
  AnnualCost: number | null;

  @ApiProperty({ example: 6384 })
  Co2KgPerYear: number;

  @ApiProperty({ type: SavingToMedianOutput, description: 'Zeros at or below the median' })
  SavingToMedian: SavingToMedianOutput;

  @ApiProperty({ type: [ConsumptionMeasureOutput], description: 'Largest saving first' })
  Measures: readonly ConsumptionMeasureOutput[];

  @ApiProperty({
    example: 2400,
    description: 'Litres to order, from the tank size (within the calculator’s bounds)',
  })
  SuggestedOrderAmount: number;
}
