import {
  OPTION_CATALOGUE_IDS as ids,
  type CountryId,
  countryById,
  type Product,
  type ProductGroupId,
  productGroupById,
  productsOf,
  PRODUCT_GROUP_IDS,
} from '@fuel/domain';
import type { PriceTier, SmallQuantitySurcharge, Surcharge } from '@fuel/domain/offers';
import type { PlannedBranch, PlannedDealer } from './placement.js';
import type { Random } from './random.util.js';

/**
 * Gross range (cents/Rappen per 100 units, incl. VAT) of a group's standard product at its default amount.
 * Bagged pellets are not drawn from their range but cost the loose price plus 6–10 per 100 kg.
 */
export interface GrossRange {
  readonly min: number;
  readonly max: number;
}

/** Realistic street prices of late 2026; the generator keeps every branch inside these ranges. */
export const GROSS_PRICE_RANGES: Record<CountryId, Record<ProductGroupId, GrossRange>> = {
  1: {
    1: { min: 9_000, max: 11_000 },
    2: { min: 15_000, max: 17_500 },
    3: { min: 3_200, max: 4_200 },
    4: { min: 3_800, max: 5_200 },
    5: { min: 6_000, max: 9_500 },
  },
  2: {
    1: { min: 10_000, max: 11_500 },
    2: { min: 15_000, max: 17_500 },
    3: { min: 3_200, max: 4_200 },
    4: { min: 3_800, max: 5_200 },
    5: { min: 6_000, max: 9_500 },
  },
  3: {
    1: { min: 9_500, max: 11_000 },
    2: { min: 17_500, max: 19_500 },
    3: { min: 4_500, max: 6_000 },
    4: { min: 5_100, max: 7_000 },
    5: { min: 6_000, max: 9_500 },
  },
};

/** Breakpoints above the list's minimum amount; each pattern gives 3–5 tiers. */
const TIER_PATTERNS: Record<ProductGroupId, readonly (readonly number[])[]> = {
  1: [
    [1_500, 3_000, 5_000, 10_000],
    [1_500, 3_000, 6_000],
    [2_000, 5_000, 10_000],
    [2_500, 7_000],
  ],
  2: [
    [1_500, 3_000, 5_000, 10_000],
    [1_500, 3_000, 6_000],
    [2_000, 5_000, 10_000],
    [2_500, 7_000],
  ],
  3: [
    [3_000, 5_000, 10_000, 20_000],
    [4_000, 8_000, 15_000],
    [5_000, 12_000],
  ],
  4: [
    [1_950, 3_900, 9_750],
    [2_925, 5_850],
    [1_950, 4_875, 9_750],
  ],
  5: [
    [1_000, 2_500, 5_000],
    [1_000, 3_000, 6_000],
    [2_000, 5_000],
  ],
};

/** Net discount per tier step, cents per 100 units. */
const STEP_DISCOUNT: Record<ProductGroupId, readonly [number, number]> = {
  1: [50, 300],
  2: [50, 300],
  3: [30, 150],
  4: [30, 150],
  5: [50, 300],
};

/** A higher minimum or lower maximum some branches set, per group. */
const RAISED_MIN: Record<ProductGroupId, number> = { 1: 1_000, 2: 1_000, 3: 3_000, 4: 1_950, 5: 1_000 };
const LOWERED_MAX: Record<ProductGroupId, number> = { 1: 20_000, 2: 20_000, 3: 24_000, 4: 9_750, 5: 6_000 };
/** Amounts below this pay the small-quantity surcharge (null: none for the group). */
const SMALL_QUANTITY_BELOW: Record<ProductGroupId, number | null> = {
  1: 1_500,
  2: 1_500,
  3: 3_000,
  4: null,
  5: 1_000,
};

export interface PlannedPriceList {
  readonly branchIndex: number;
  readonly productId: number;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly tiers: PriceTier[];
  readonly optionSurcharges: Record<string, Surcharge>;
  readonly extraStationNetFlat: number;
  readonly smallQuantity: SmallQuantitySurcharge | null;
  readonly climateNeutralNetPer100: number | null;
}

/** What a branch charges for options, the same for all its products (hose and tanker: bulk groups only). */
interface BranchTerms {
  readonly delivery: Record<string, Surcharge>;
  readonly bulk: Record<string, Surcharge>;
  readonly extraStationNetFlat: number;
  readonly smallQuantityNetPer100: number;
  readonly climateNeutralNetPer100: number | null;
  readonly raisedMin: boolean;
  readonly loweredMax: boolean;
}

export function netFromGross(gross: number, vatBasisPoints: number): number {
  return Math.round((gross * 10_000) / (10_000 + vatBasisPoints));
}

/** The tier that applies to `amount`: the last one starting at or below it. */
export function tierFor(tiers: readonly PriceTier[], amount: number): PriceTier | undefined {
  return tiers.filter((t) => t.minAmount <= amount).at(-1);
}

/**
 * Price lists of one country's branches. A branch's standard price at the group's default amount is
 * the middle of the realistic range, moved by a smooth regional wave, the dealer's price level and a
 * little noise, and clamped so it stays in range; the other tiers step up below and down above it.
 */
export function planPriceLists(
  countryId: CountryId,
  dealers: readonly PlannedDealer[],
  branches: readonly PlannedBranch[],
  random: Random,
): PlannedPriceList[] {
  const vat = countryById(countryId).vatBasisPoints;
  const wave = regionalWave(random.fork('wave'));
  const lists: PlannedPriceList[] = [];
  branches.forEach((branch, b) => {
    const r = random.fork(`branch-${b}`);
    const dealer = dealers[branch.dealerIndex] as PlannedDealer;
    const terms = branchTerms(r);
    const regional = wave(branch.latitude, branch.longitude);
    const groups: ProductGroupId[] = [1];
    if (dealer.portfolio.diesel) groups.push(2);
    if (dealer.portfolio.loosePellets) groups.push(3);
    if (dealer.portfolio.baggedPellets) groups.push(4);
    if (dealer.portfolio.adBlue) groups.push(5);

    const bagUplift = r.int(600, 1_000);
    const noise: Record<ProductGroupId, number> = {
      1: r.int(-150, 150),
      2: r.int(-150, 150),
      3: r.int(-150, 150),
      4: 0,
      5: r.int(-150, 150),
    };
    const referenceGross = (groupId: ProductGroupId): number => {
      // Bagged pellets cost the branch's loose price plus bagging and pallets.
      if (groupId === PRODUCT_GROUP_IDS.baggedPellets) return referenceGross(3) + bagUplift;
      const range = GROSS_PRICE_RANGES[countryId][groupId];
      const half = (range.max - range.min) / 2;
      // The spread follows the width of the range: pellets vary less than oil. At most ±60 % of half.
      const spread = half / 1_000;
      const level = range.min + half + spread * (regional * 250 + dealer.priceOffsetGross + noise[groupId]);
      const margin = Math.max(50, Math.round(half * 0.1));
      return Math.round(clamp(level, range.min + margin, range.max - margin));
    };
    for (const groupId of groups) {
      const [standard, ...others] = productsAt(countryId, groupId, r);
      if (!standard) throw new Error(`No standard product for country ${countryId}, group ${groupId}`);
      const base = priceList(b, standard, groupId, netFromGross(referenceGross(groupId), vat), terms, r);
      lists.push(base);
      // Premium and bio follow the standard product's tiers at a fixed uplift, so they never undercut it.
      for (const product of others) {
        const uplift = netFromGross(qualityUpliftGross(product, groupId, r), vat);
        const tiers = base.tiers.map((t) => ({ minAmount: t.minAmount, netPer100: t.netPer100 + uplift }));
        lists.push({ ...base, productId: product.id, tiers });
      }
    }
  });
  return lists;
}

/** The standard product (first) always; premium and bio at some branches. */
function productsAt(countryId: CountryId, groupId: ProductGroupId, random: Random): Product[] {
  const products = productsOf(countryId, groupId);
  const others = products.filter(
    (p) =>
      p.quality !== 'standard' && random.chance(groupId === 1 ? (p.quality === 'premium' ? 0.45 : 0.3) : 0.4),
  );
  return [...products.filter((p) => p.quality === 'standard'), ...others];
}

function qualityUpliftGross(product: Product, groupId: ProductGroupId, random: Random): number {
  if (product.quality === 'premium') return random.int(200, 400);
  if (product.quality === 'bio') return groupId === 1 ? random.int(300, 600) : random.int(200, 500);
  return 0;
}

function priceList(
  branchIndex: number,
  product: Product,
  groupId: ProductGroupId,
  referenceNet: number,
  terms: BranchTerms,
  random: Random,
): PlannedPriceList {
  const group = productGroupById(groupId);
  if (!group) throw new Error(`Unknown product group ${groupId}`);
  const minAmount = terms.raisedMin ? RAISED_MIN[groupId] : group.minAmount;
  const maxAmount = terms.loweredMax ? LOWERED_MAX[groupId] : group.maxAmount;
  const pattern = random.pick(TIER_PATTERNS[groupId]);
  const starts = [minAmount, ...pattern.filter((a) => a > minAmount && a <= maxAmount)];
  const [low, high] = STEP_DISCOUNT[groupId];
  const reference = starts.filter((a) => a <= group.defaultAmount).length - 1;
  const prices = starts.map(() => referenceNet);
  for (let i = reference - 1; i >= 0; i -= 1) prices[i] = (prices[i + 1] as number) + random.int(low, high);
  for (let i = reference + 1; i < starts.length; i += 1) {
    prices[i] = (prices[i - 1] as number) - random.int(low, high);
  }
  const below = SMALL_QUANTITY_BELOW[groupId];
  return {
    branchIndex,
    productId: product.id,
    minAmount,
    maxAmount,
    tiers: starts.map((a, i) => ({ minAmount: a, netPer100: prices[i] as number })),
    optionSurcharges: groupId === 4 ? { ...terms.delivery } : { ...terms.delivery, ...terms.bulk },
    extraStationNetFlat: terms.extraStationNetFlat,
    smallQuantity:
      below !== null && minAmount < below
        ? { belowAmount: below, netPer100: terms.smallQuantityNetPer100 }
        : null,
    climateNeutralNetPer100: product.climateNeutralAvailable ? terms.climateNeutralNetPer100 : null,
  };
}

/** Option surcharges keyed by option id. Group defaults and payment options never appear here. */
function branchTerms(random: Random): BranchTerms {
  const delivery: Record<string, Surcharge> = {};
  const express48 = random.chance(0.7);
  if (express48) delivery[ids.express48] = { netFlat: random.int(29, 59) * 100 };
  if (random.chance(express48 ? 0.6 : 0.25)) delivery[ids.express24] = { netFlat: random.int(59, 99) * 100 };
  if (random.chance(0.6)) delivery[ids.desiredDate] = { netFlat: random.int(15, 35) * 100 };
  if (random.chance(0.5)) {
    delivery[ids.morningWindow] = { netFlat: random.int(15, 30) * 100 };
    delivery[ids.afternoonWindow] = { netFlat: random.int(15, 30) * 100 };
  }
  const bulk: Record<string, Surcharge> = {};
  if (random.chance(0.9)) {
    bulk[ids.hoseUpTo60m] = { netPer100: random.int(60, 120) };
    if (random.chance(0.7)) bulk[ids.hoseUpTo80m] = { netPer100: random.int(120, 200) };
  }
  if (random.chance(0.75)) bulk[ids.smallTanker] = { netPer100: random.int(50, 150) };
  if (random.chance(0.8)) bulk[ids.tankerWithoutTrailer] = { netPer100: random.int(30, 80) };
  return {
    delivery,
    bulk,
    extraStationNetFlat: random.int(15, 35) * 100,
    smallQuantityNetPer100: random.int(150, 350),
    climateNeutralNetPer100: random.chance(0.6) ? random.int(200, 400) : null,
    raisedMin: random.chance(0.15),
    loweredMax: random.chance(0.2),
  };
}

/** A smooth price landscape in [−1, 1] over latitude/longitude, its phases drawn from the seed. */
function regionalWave(random: Random): (latitude: number, longitude: number) => number {
  const phaseA = random.float(0, 2 * Math.PI);
  const phaseB = random.float(0, 2 * Math.PI);
  return (latitude, longitude) =>
    Math.sin((latitude * 2 * Math.PI) / 3.1 + phaseA) * Math.cos((longitude * 2 * Math.PI) / 4.3 + phaseB);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
