import { type Cents, multiplyMoney } from '../common/money.util.js';
import { MAX_AMOUNT, MIN_AMOUNT } from '../offers/calculator.constant.js';
import { applicableMeasures, type MeasureKey } from './consumption-measures.util.js';
import {
  consumptionRating,
  marketplacePercentile,
  median,
  MIN_COMPARABLE_HOUSEHOLDS,
  referenceClasses,
  referenceMedian,
  referencePercentile,
  type ConsumptionRating,
  type ReferenceClass,
} from './consumption-reference.util.js';
import type { ConsumptionAnswers } from './consumption-guide.definition.js';

/**
 * The household's consumption against similar households (issue #14 point 3). Wire names (PascalCase) as
 * `POST /api/leads/{guideId}/compare` answers them and the browser keeps them under `compareResult`.
 */

export {
  CONSUMPTION_RATING_LABELS,
  CONSUMPTION_RATINGS,
  type ConsumptionRating,
  type ReferenceClass,
} from './consumption-reference.util.js';

/** Energy of a litre of heating oil (Heizwert about 9.8 kWh; the Heizspiegel's own rule of thumb is 10). */
export const KWH_PER_LITRE = 10;
/** CO2 of a litre burnt: the UBA's emission factor of 0.266 kg per kWh times KWH_PER_LITRE. */
export const CO2_KG_PER_LITRE = 2.66;
/** The Heizspiegel's values include hot water; where a boiler or instantaneous heater makes it, it adds this. */
export const HOT_WATER_KWH_PER_SQUARE_METRE = 24;
/** Share of the tank to order: tanks are filled to about 95 % and reordered near 15 %. */
export const ORDER_SHARE_OF_TANK = 0.8;

export interface ConsumptionMeasure {
  /** Stable key (web texts, ranking tests). */
  readonly Key: MeasureKey;
  readonly Title: string;
  readonly Description: string;
  /** Litres a year the measure saves for this household (rounded to 10 l). */
  readonly SavingLitres: number;
  /** The same at today's price in cents (Rappen); null without a price. */
  readonly SavingCost: Cents | null;
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
  /**
   * Today's price of a litre in cents (Rappen) for the postal code and order amount, with the fraction a
   * price per 100 l carries (9873 per 100 l → 98.73); null when no dealer delivers there.
   */
  readonly PricePerLitre: number | null;
  readonly Currency: 'EUR' | 'CHF';
  /** ConsumptionLitres at PricePerLitre in cents (Rappen); null without a price. */
  readonly AnnualCost: Cents | null;
  readonly Co2KgPerYear: number;
  /** What reaching the median would save a year (zeros at or below it). */
  readonly SavingToMedian: {
    readonly Litres: number;
    /** Cents (Rappen); null without a price. */
    readonly Cost: Cents | null;
    readonly Co2Kg: number;
  };
  /** Concrete measures, the largest saving first. */
  readonly Measures: readonly ConsumptionMeasure[];
  /** A sensible order from the tank size (litres; the calculator's bounds). */
  readonly SuggestedOrderAmount: number;
}

/** What the comparison needs beyond the answers: the market and the marketplace's own answers. */
export interface ComparisonContext {
  /** Cents (Rappen) per litre, as PricePerLitre: the calculator's price per 100 l divided by 100. */
  readonly pricePerLitre: number | null;
  readonly currency: 'EUR' | 'CHF';
  /** kWh per m² of comparable households' earlier comparisons (same building type, class and hot water). */
  readonly comparableKwhPerSquareMetre: readonly number[];
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Litres a household sensibly orders: fill the tank from its usual reserve, rounded down to 100 l and kept
 * within what the calculator accepts.
 */
export function suggestedOrderAmount(tankSize: number): number {
  const litres = Math.floor((tankSize * ORDER_SHARE_OF_TANK) / 100) * 100;
  return Math.min(MAX_AMOUNT, Math.max(MIN_AMOUNT, litres));
}

/** Answers and context come validated from the API; this only keeps a slip from producing NaN. */
function assertComparable(answers: ConsumptionAnswers, context: ComparisonContext): void {
  const positive = [answers.livingSpace, answers.litresPerYear, answers.tankSize];
  if (!positive.every((n) => Number.isFinite(n) && n > 0) || !Number.isSafeInteger(answers.litresPerYear)) {
    throw new RangeError('livingSpace, tankSize and whole litresPerYear must be positive');
  }
  const price = context.pricePerLitre;
  if (price !== null && !(Number.isFinite(price) && price >= 0)) {
    throw new RangeError(`pricePerLitre must be a price or null, got ${price}`);
  }
}

export function compareConsumption(
  answers: ConsumptionAnswers,
  context: ComparisonContext,
): ConsumptionComparison {
  assertComparable(answers, context);
  const { livingSpace: area, litresPerYear: litres } = answers;
  const hotWater = answers.hotWaterByOil ? 0 : HOT_WATER_KWH_PER_SQUARE_METRE;
  const kwhPerSquareMetre = oneDecimal((litres * KWH_PER_LITRE) / area + hotWater);

  const comparable = context.comparableKwhPerSquareMetre.filter((v) => Number.isFinite(v) && v >= 0);
  const fromMarketplace = comparable.length >= MIN_COMPARABLE_HOUSEHOLDS;
  const medianKwh = oneDecimal(fromMarketplace ? median(comparable) : referenceMedian(area));

  // Whole cents per 100 l, so the money rules (commercial rounding, integers) price every amount.
  const pricePer100 = context.pricePerLitre === null ? null : Math.round(context.pricePerLitre * 100);
  const cost = (amount: number): Cents | null =>
    pricePer100 === null ? null : multiplyMoney(pricePer100, amount, 100);

  const litresToMedian = Math.min(
    litres,
    roundTo((Math.max(0, kwhPerSquareMetre - medianKwh) * area) / KWH_PER_LITRE, 10),
  );
  const measures = applicableMeasures(answers)
    .map((measure) => ({ measure, litres: roundTo((litres * measure.savingPercent) / 100, 10) }))
    .filter(({ litres: saved }) => saved > 0)
    // A stable sort keeps MEASURE_KEYS order among equal savings.
    .sort((a, b) => b.litres - a.litres)
    .map(({ measure, litres: saved }) => ({
      Key: measure.Key,
      Title: measure.Title,
      Description: measure.Description,
      SavingLitres: saved,
      SavingCost: cost(saved),
    }));

  return {
    ConsumptionLitres: litres,
    ConsumptionKwh: litres * KWH_PER_LITRE,
    KwhPerSquareMetre: kwhPerSquareMetre,
    Rating: consumptionRating(kwhPerSquareMetre, area),
    Percentile: fromMarketplace
      ? marketplacePercentile(kwhPerSquareMetre, comparable)
      : referencePercentile(kwhPerSquareMetre, area),
    PercentileSource: fromMarketplace ? 'marketplace' : 'reference',
    ComparableHouseholds: fromMarketplace ? comparable.length : 0,
    MedianKwhPerSquareMetre: medianKwh,
    ReferenceClasses: referenceClasses(area),
    PricePerLitre: context.pricePerLitre,
    Currency: context.currency,
    AnnualCost: cost(litres),
    Co2KgPerYear: Math.round(litres * CO2_KG_PER_LITRE),
    SavingToMedian: {
      Litres: litresToMedian,
      Cost: cost(litresToMedian),
      Co2Kg: Math.round(litresToMedian * CO2_KG_PER_LITRE),
    },
    Measures: measures,
    SuggestedOrderAmount: suggestedOrderAmount(answers.tankSize),
  };
}
