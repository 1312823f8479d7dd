import {
  type CountryCode,
  formatPercent,
  formatPrice,
  formatPricePer100Units,
  formatQuantity,
} from '@fuel/domain';
import type { ConsumptionComparisonOutput } from '@fuel/api-client';
import {
  CONSUMPTION_RATING_LABELS,
  type ConsumptionRating,
  REFERENCE_SOURCE,
  type ReferenceClass,
} from '@fuel/domain/leads';

/** '172 kWh/m²' (whole kWh: the Heizspiegel's precision). */
export function formatKwhPerSquareMetre(value: number, code: CountryCode): string {
  return `${formatQuantity(value, code)} kWh/m²`;
}

export function formatLitres(value: number, code: CountryCode): string {
  return `${formatQuantity(value, code)} Liter`;
}

export function formatCo2(kg: number, code: CountryCode): string {
  return `${formatQuantity(kg, code)} kg CO₂`;
}

/** PricePerLitre is cents with a fraction (98.73); quoted as the site quotes heating oil, per 100 l. */
export function formatLitrePrice(pricePerLitre: number, code: CountryCode): string {
  return formatPricePer100Units(Math.round(pricePerLitre * 100), code);
}

export function ratingLabel(rating: ConsumptionRating): string {
  return CONSUMPTION_RATING_LABELS[rating];
}

/** 'bis 105 kWh/m²', '106 bis 161 kWh/m²', 'über 238 kWh/m²' (whole kWh, as the table prints them). */
export function referenceClassRange(
  classes: readonly ReferenceClass[],
  index: number,
  code: CountryCode,
): string {
  const bound = classes[index]?.UpToKwhPerSquareMetre ?? null;
  const previous = index > 0 ? (classes[index - 1]?.UpToKwhPerSquareMetre ?? null) : null;
  if (bound === null) return `über ${formatKwhPerSquareMetre(previous ?? 0, code)}`;
  if (previous === null) return `bis ${formatKwhPerSquareMetre(bound, code)}`;
  return `${formatQuantity(previous + 1, code)} bis ${formatKwhPerSquareMetre(bound, code)}`;
}

/** Whom the household is compared with: the reference values and their source, or the marketplace's own. */
export function percentileSentence(
  comparison: Pick<ConsumptionComparisonOutput, 'Percentile' | 'PercentileSource' | 'ComparableHouseholds'>,
  code: CountryCode,
): string {
  const share = formatPercent(comparison.Percentile, code);
  if (comparison.PercentileSource === 'marketplace') {
    return `${share} von ${formatQuantity(comparison.ComparableHouseholds, code)} vergleichbaren Haushalten, die unseren Vergleich gemacht haben (gleiche Gebäudeart, Baujahresklasse und Warmwasserbereitung), verbrauchen pro m² weniger als Sie.`;
  }
  return `Nach den Vergleichswerten verbrauchen ${share} der vergleichbaren Haushalte pro m² weniger als Sie. Quelle: ${REFERENCE_SOURCE}.`;
}

/** A saving of litres with its price when there is one: '600 Liter (592,38 €)'. */
export function formatSaving(litres: number, cost: number | null, code: CountryCode): string {
  return cost === null
    ? formatLitres(litres, code)
    : `${formatLitres(litres, code)} (${formatPrice(cost, code)})`;
}
