import type { ConsumptionAnswers } from './consumption-guide.definition.js';

/**
 * The household's consumption against similar households (issue #14 point 3). Wire names (PascalCase) as
 * `POST /api/leads/{guideId}/compare` answers them and the browser keeps them under `compareResult`.
 */

/** Rating against the reference classes, from best to worst (texts: CONSUMPTION_RATING_LABELS). */
export const CONSUMPTION_RATINGS = ['sparsam', 'durchschnittlich', 'erhoeht', 'hoch'] as const;
export type ConsumptionRating = (typeof CONSUMPTION_RATINGS)[number];

export interface ReferenceClass {
  readonly Rating: ConsumptionRating;
  /** Upper bound in kWh per m² and year; null for the last, open class. */
  readonly UpToKwhPerSquareMetre: number | null;
}

export interface ConsumptionMeasure {
  /** Stable key (web texts, ranking tests). */
  readonly Key: string;
  readonly Title: string;
  readonly Description: string;
  /** Litres a year the measure saves for this household (rounded to 10 l). */
  readonly SavingLitres: number;
  /** The same at today's price; null without a price. */
  readonly SavingCost: number | null;
}

export interface ConsumptionComparison {
  readonly ConsumptionLitres: number;
  readonly ConsumptionKwh: number;
  /** Per m² and year, hot water included (added where the oil heating does not make it, as the Heizspiegel does). */
  readonly KwhPerSquareMetre: number;
  readonly Rating: ConsumptionRating;
  /** Share of similar households (0–100) using less per m². */
  readonly Percentile: number;
  /** Where the percentile comes from: the reference values, or the marketplace's own answers (from 20 on). */
  readonly PercentileSource: 'reference' | 'marketplace';
  /** Comparable marketplace answers the percentile used; 0 with the reference values. */
  readonly ComparableHouseholds: number;
  readonly MedianKwhPerSquareMetre: number;
  /** The reference classes of the household's building size, for the chart. */
  readonly ReferenceClasses: readonly ReferenceClass[];
  /** Today's price per litre for the postal code and order amount; null when no dealer delivers there. */
  readonly PricePerLitre: number | null;
  readonly Currency: 'EUR' | 'CHF';
  readonly AnnualCost: number | null;
  readonly Co2KgPerYear: number;
  /** What reaching the median would save a year (zeros at or below it). */
  readonly SavingToMedian: {
    readonly Litres: number;
    readonly Cost: number | null;
    readonly Co2Kg: number;
  };
  /** Concrete measures, the largest saving first. */
  readonly Measures: readonly ConsumptionMeasure[];
  /** A sensible order from the tank size (litres; the calculator's bounds). */
  readonly SuggestedOrderAmount: number;
}

/** What the comparison needs beyond the answers: the market and the marketplace's own answers. */
export interface ComparisonContext {
  readonly pricePerLitre: number | null;
  readonly currency: 'EUR' | 'CHF';
  /** kWh per m² of comparable households' earlier comparisons (same building type, class and hot water). */
  readonly comparableKwhPerSquareMetre: readonly number[];
}

export function compareConsumption(
  answers: ConsumptionAnswers,
  context: ComparisonContext,
): ConsumptionComparison {
  void answers;
  void context;
  throw new Error('compareConsumption: not written yet');
}
