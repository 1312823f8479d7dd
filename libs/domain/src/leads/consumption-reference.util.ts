/** Rating against the reference classes, from best to worst (texts: CONSUMPTION_RATING_LABELS). */
export const CONSUMPTION_RATINGS = ['sparsam', 'durchschnittlich', 'erhoeht', 'hoch'] as const;
export type ConsumptionRating = (typeof CONSUMPTION_RATINGS)[number];

export const CONSUMPTION_RATING_LABELS: Readonly<Record<ConsumptionRating, string>> = {
  sparsam: 'sparsam',
  durchschnittlich: 'durchschnittlich',
  erhoeht: 'erhöht',
  hoch: 'hoch',
};

export interface ReferenceClass {
  readonly Rating: ConsumptionRating;
  /** Largest whole kWh per m² and year of the class (the table's precision); null for the last, open class. */
  readonly UpToKwhPerSquareMetre: number | null;
}

/**
 * The published reference values the rating and, until the marketplace has enough answers of its own, the
 * percentile rest on. Sources and the percentile approximation: README.md beside this file.
 */
export const REFERENCE_SOURCE =
  'Heizspiegel für Deutschland 2015 (co2online mit dem Deutschen Mieterbund, Abrechnungsjahr 2014), Vergleichswerte für Heizöl';

/** From this many comparable marketplace answers on, the percentile is the marketplace's own. */
export const MIN_COMPARABLE_HOUSEHOLDS = 20;

interface ReferenceBand {
  /** Largest whole kWh per m² of the classes sparsam, durchschnittlich and erhöht, as the table prints them. */
  readonly classBounds: readonly [number, number, number];
}

/**
 * Heizspiegel 2015, heating oil, kWh per m² and year with hot water, by the building's area. The table
 * starts at 100 m²; smaller buildings take the first band, whose houses are the closest to them.
 */
const HEIZSPIEGEL_2015_OIL: readonly (ReferenceBand & { readonly upToSquareMetres: number })[] = [
  { upToSquareMetres: 250, classBounds: [105, 161, 238] },
  { upToSquareMetres: 500, classBounds: [101, 157, 233] },
  { upToSquareMetres: 1000, classBounds: [98, 154, 230] },
];
const HEIZSPIEGEL_2015_OIL_ABOVE_1000: ReferenceBand = { classBounds: [95, 152, 227] };

/**
 * Our assumption, not a published figure: the share of the Heizspiegel's sample up to each class's upper
 * bound (sparsam the lowest 25 %, durchschnittlich up to 65 %, erhöht up to 90 %).
 */
const PERCENTILES_AT_CLASS_BOUNDS = [25, 65, 90] as const;
/** The curve reaches 100 % at this multiple of the last bound, so 'hoch' still spreads over 90–99. */
const HIGHEST_CONSUMPTION_FACTOR = 1.5;

function referenceBand(squareMetres: number): ReferenceBand {
  return (
    HEIZSPIEGEL_2015_OIL.find((band) => squareMetres <= band.upToSquareMetres) ??
    HEIZSPIEGEL_2015_OIL_ABOVE_1000
  );
}

/** The four classes of the building's size band, best first. */
export function referenceClasses(squareMetres: number): ReferenceClass[] {
  const [sparing, average, elevated] = referenceBand(squareMetres).classBounds;
  return [
    { Rating: 'sparsam', UpToKwhPerSquareMetre: sparing },
    { Rating: 'durchschnittlich', UpToKwhPerSquareMetre: average },
    { Rating: 'erhoeht', UpToKwhPerSquareMetre: elevated },
    { Rating: 'hoch', UpToKwhPerSquareMetre: null },
  ];
}

/** The class the value falls in once rounded to whole kWh, the precision of the Heizspiegel's table. */
export function consumptionRating(kwhPerSquareMetre: number, squareMetres: number): ConsumptionRating {
  const whole = Math.round(kwhPerSquareMetre);
  const found = referenceClasses(squareMetres).find(
    (c) => c.UpToKwhPerSquareMetre === null || whole <= c.UpToKwhPerSquareMetre,
  );
  return found?.Rating ?? 'hoch';
}

interface CurvePoint {
  readonly kwh: number;
  readonly percentile: number;
}

/** The piecewise-linear distribution assumed for the band, from (0 kWh, 0 %) to (1.5 × last bound, 100 %). */
function referenceCurve(squareMetres: number): CurvePoint[] {
  // A class ends where the next whole kWh starts the next class; that point carries the class's percentile.
  const points = referenceBand(squareMetres).classBounds.map((bound, i) => ({
    kwh: bound + 1,
    percentile: PERCENTILES_AT_CLASS_BOUNDS[i] ?? 100,
  }));
  const last = points[points.length - 1]?.kwh ?? 0;
  return [{ kwh: 0, percentile: 0 }, ...points, { kwh: last * HIGHEST_CONSUMPTION_FACTOR, percentile: 100 }];
}

/** Linear interpolation along the curve, from one coordinate to the other; beyond its end, its last point. */
function alongCurve(curve: readonly CurvePoint[], value: number, from: keyof CurvePoint): number {
  const to: keyof CurvePoint = from === 'kwh' ? 'percentile' : 'kwh';
  let previous = curve[0];
  for (const point of curve) {
    if (previous && value <= point[from] && point[from] > previous[from]) {
      const share = (value - previous[from]) / (point[from] - previous[from]);
      return previous[to] + share * (point[to] - previous[to]);
    }
    previous = point;
  }
  return previous?.[to] ?? 0;
}

/** Percentile from the reference curve, clamped 1–99: a published table cannot say 'nobody' or 'everybody'. */
export function referencePercentile(kwhPerSquareMetre: number, squareMetres: number): number {
  const percentile = alongCurve(referenceCurve(squareMetres), Math.max(0, kwhPerSquareMetre), 'kwh');
  return Math.min(99, Math.max(1, Math.round(percentile)));
}

export function referenceMedian(squareMetres: number): number {
  return alongCurve(referenceCurve(squareMetres), 50, 'percentile');
}

/** Share (0–100) of the comparable answers strictly below the value; equal ones count half. */
export function marketplacePercentile(kwhPerSquareMetre: number, comparable: readonly number[]): number {
  const below = comparable.filter((v) => v < kwhPerSquareMetre).length;
  const equal = comparable.filter((v) => v === kwhPerSquareMetre).length;
  return Math.round(((below + equal / 2) * 100) / comparable.length);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}
