import { type CountryId, COUNTRY_IDS, dailyDates } from '@fuel/domain';
import { createRandom, type Random } from '../demo-market/random.util.js';

export interface StateAnchor {
  readonly stateId: number;
  readonly countryId: CountryId;
  /** The state's last-day price; without it the state sits a stable offset (±3 %) from its site. */
  readonly anchor?: number;
}

export interface PriceHistoryPlan {
  readonly dates: readonly string[];
  /** Gross cents per 100 l of heating oil, per site. */
  readonly countries: ReadonlyMap<CountryId, readonly number[]>;
  /** Gross cents per 100 l of heating oil, per state id. */
  readonly states: ReadonlyMap<number, readonly number[]>;
  /** Plain (unscaled) values per factor id. */
  readonly factors: ReadonlyMap<number, readonly number[]>;
}

export interface PriceHistoryInput {
  readonly seed: number;
  /** Last day of the history (YYYY-MM-DD), included. */
  readonly endDate: string;
  readonly days: number;
  /** Gross cents per 100 l the last day of each site lands on (today's market, roughly). */
  readonly countryAnchors: Readonly<Record<CountryId, number>>;
  readonly states: readonly StateAnchor[];
}

/** Last-day values of the factors (2026 levels); the walk runs backwards from them. */
const FACTOR_ANCHORS: Readonly<Record<number, number>> = { 1: 74, 2: 1.09, 4: 0.86, 5: 690 };

interface WalkShape {
  /** Daily standard deviation of the log value. */
  readonly sigma: number;
  /** Daily pull towards the anchor level (mean reversion), in log space. */
  readonly reversion: number;
  /** The walk never leaves [anchor × low, anchor × high]. */
  readonly low: number;
  readonly high: number;
}

const OIL: WalkShape = { sigma: 0.018, reversion: 0.004, low: 0.4, high: 1.8 };
const FX: WalkShape = { sigma: 0.004, reversion: 0.004, low: 0.8, high: 1.25 };
const HEATING_OIL: WalkShape = { sigma: 0.006, reversion: 0.005, low: 0.55, high: 1.6 };
/** States follow their site closely: a small own deviation around a stable regional offset. */
const STATE: WalkShape = { sigma: 0.002, reversion: 0.05, low: 0.93, high: 1.07 };

/** Box–Muller: a standard normal draw from the seeded source. */
function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/**
 * A mean-reverting random walk in log space generated backwards from today, so the last value is the
 * anchor exactly and older values drift away from it. `shocks[i]` (standard normal) drives day i;
 * `own` is mixed in with the given weight to decorrelate from the common shocks.
 */
function walkBack(
  anchor: number,
  shape: WalkShape,
  shocks: readonly number[],
  own: Random,
  ownWeight: number,
): number[] {
  const n = shocks.length;
  const values = new Array<number>(n);
  const common = Math.sqrt(1 - ownWeight * ownWeight);
  const [low, high] = [Math.log(shape.low), Math.log(shape.high)];
  let x = 0;
  values[n - 1] = anchor;
  for (let i = n - 2; i >= 0; i -= 1) {
    const shock = common * (shocks[i + 1] ?? 0) + ownWeight * gaussian(own);
    x += -shape.reversion * x + shape.sigma * shock;
    if (x < low) x = 2 * low - x;
    if (x > high) x = 2 * high - x;
    values[i] = anchor * Math.exp(x);
  }
  return values;
}

/** A stable offset in [-spread, spread] for a label: the same state or county is always as dear. */
export function stableOffset(label: string, spread: number): number {
  return (createRandom(0x5eed).fork(label).next() * 2 - 1) * spread;
}

/**
 * The deterministic demo price history: same input, same numbers on every machine. Brent and gas oil
 * share one shock stream; the heating oil prices of the sites follow it partly (70 %), each state follows
 * its site at its own level (anchor, or a stable offset of up to ±3 %) plus a small own deviation. The trend index (factor 3) is the
 * German site price relative to its ten-year mean, × 100.
 */
export function planPriceHistory(input: PriceHistoryInput): PriceHistoryPlan {
  const random = createRandom(input.seed);
  const dates = dailyDates(input.endDate, input.days);
  const oilRandom = random.fork('oil');
  const oilShocks = dates.map(() => gaussian(oilRandom));

  const factors = new Map<number, number[]>();
  const brent = walkBack(FACTOR_ANCHORS[1] ?? 0, OIL, oilShocks, random.fork('brent'), 0.2);
  factors.set(1, brent);
  const noShocks = dates.map(() => 0);
  factors.set(2, walkBack(FACTOR_ANCHORS[2] ?? 0, FX, noShocks, random.fork('eurusd'), 1));
  factors.set(4, walkBack(FACTOR_ANCHORS[4] ?? 0, FX, noShocks, random.fork('usdchf'), 1));
  factors.set(5, walkBack(FACTOR_ANCHORS[5] ?? 0, OIL, oilShocks, random.fork('gasoil'), 0.5));

  const countries = new Map<CountryId, number[]>();
  for (const countryId of COUNTRY_IDS) {
    const anchor = input.countryAnchors[countryId];
    const series = walkBack(anchor, HEATING_OIL, oilShocks, random.fork(`country:${countryId}`), 0.7);
    countries.set(countryId, series.map(Math.round));
  }
  const germany = countries.get(1) ?? [];
  const mean = germany.reduce((sum, v) => sum + v, 0) / Math.max(1, germany.length);
  factors.set(
    3,
    germany.map((v) => (v / mean) * 100),
  );

  const states = new Map<number, number[]>();
  for (const state of input.states) {
    const site = countries.get(state.countryId) ?? [];
    const siteAnchor = input.countryAnchors[state.countryId];
    const offset =
      state.anchor !== undefined && siteAnchor > 0
        ? state.anchor / siteAnchor
        : 1 + stableOffset(`state:${state.stateId}`, 0.03);
    const deviation = walkBack(1, STATE, noShocks, random.fork(`state:${state.stateId}`), 1);
    states.set(
      state.stateId,
      site.map((v, i) => Math.round(v * offset * (deviation[i] ?? 1))),
    );
  }
  return { dates, countries, states, factors };
}
