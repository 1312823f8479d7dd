import {
  countryById,
  type CountryId,
  grossFromNet,
  OPTION_CATALOGUE_IDS as ids,
  productById,
} from '@fuel/domain';
import { describe, expect, it } from 'vitest';
import { MAX_SERVING_BRANCHES, MIN_SERVING_BRANCHES, planCoverage } from './coverage.js';
import { haversineKm, PointIndex } from './geo.util.js';
import { planDealers, type ZipPoint } from './placement.js';
import { GROSS_PRICE_RANGES, planPriceLists, tierFor } from './pricing.js';
import { createRandom } from './random.util.js';

/** A synthetic country: a 50 × 60 grid of postal codes, denser towards one corner like a city. */
function syntheticPoints(): ZipPoint[] {
  const points: ZipPoint[] = [];
  for (let row = 0; row < 50; row += 1) {
    for (let column = 0; column < 60; column += 1) {
      points.push({
        zipCode: String(1000 + row * 60 + column),
        place: `Ort ${row}-${column}`,
        isTown: true,
        latitude: 47 + (row / 50) ** 1.5 * 2,
        longitude: 10 + (column / 60) ** 1.5 * 3,
      });
    }
  }
  return points;
}

function plan(countryId: CountryId, seed: number, scale = 1) {
  const points = syntheticPoints();
  const index = new PointIndex(points);
  const random = createRandom(seed);
  const { dealers, branches } = planDealers(countryId, points, index, scale, random.fork('placement'));
  const coverage = planCoverage(points, index, branches, random.fork('coverage'));
  const priceLists = planPriceLists(countryId, dealers, branches, random.fork('pricing'));
  return { points, dealers, branches, coverage, priceLists };
}

describe('demo market plan', () => {
  it('is the same for the same seed and differs for another seed', () => {
    expect(plan(2, 20261122)).toEqual(plan(2, 20261122));
    expect(plan(2, 1).branches).not.toEqual(plan(2, 2).branches);
  });

  it('serves every postal code by 3–40 branches, radius areas within the radius, also at scale 10', () => {
    for (const scale of [1, 10]) {
      const { points, branches, coverage } = plan(2, 5, scale);
      const serving = new Map<number, number>();
      for (const area of coverage.areas) {
        serving.set(area.codeIndex, (serving.get(area.codeIndex) ?? 0) + 1);
        if (area.source === 'radius') {
          const branch = branches[area.branchIndex];
          const code = points[area.codeIndex];
          if (!branch || !code) throw new Error('dangling area');
          expect(haversineKm(branch, code)).toBeLessThanOrEqual(coverage.radiiKm[area.branchIndex] ?? -1);
        }
      }
      expect(serving.size).toBe(points.length);
      for (const n of serving.values()) {
        expect(n).toBeGreaterThanOrEqual(MIN_SERVING_BRANCHES);
        expect(n).toBeLessThanOrEqual(MAX_SERVING_BRANCHES);
      }
    }
  });

  it('prices every branch within the realistic ranges with 3–5 falling tiers', () => {
    for (const countryId of [1, 2, 3] as const) {
      const { branches, priceLists } = plan(countryId, 11, 0.2);
      const vat = countryById(countryId).vatBasisPoints;
      const isStandardOil = (id: number) =>
        productById(id)?.productGroupId === 1 && productById(id)?.isDefault;
      const standardOil = new Set(
        priceLists.filter((p) => isStandardOil(p.productId)).map((p) => p.branchIndex),
      );
      expect(standardOil.size).toBe(branches.length);
      for (const list of priceLists) {
        const product = productById(list.productId);
        if (!product) throw new Error(`unknown product ${list.productId}`);
        expect(product.countryId).toBe(countryId);
        expect(list.tiers.length).toBeGreaterThanOrEqual(3);
        expect(list.tiers.length).toBeLessThanOrEqual(5);
        expect(list.tiers[0]?.minAmount).toBe(list.minAmount);
        list.tiers.slice(1).forEach((tier, i) => {
          const previous = list.tiers[i];
          if (!previous) throw new Error('missing tier');
          expect(tier.minAmount).toBeGreaterThan(previous.minAmount);
          expect(previous.netPer100 - tier.netPer100).toBeGreaterThanOrEqual(30);
          expect(previous.netPer100 - tier.netPer100).toBeLessThanOrEqual(300);
        });
        const keys = Object.keys(list.optionSurcharges).map(Number);
        for (const excluded of [
          ids.standardDelivery,
          ids.hoseUpTo40m,
          ids.anyTanker,
          ids.paymentInvoice,
          ids.instalment,
        ]) {
          expect(keys).not.toContain(excluded);
        }
        if (product.productGroupId === 4) expect(keys).not.toContain(ids.hoseUpTo60m);
        if (product.quality !== 'standard') {
          const standard = priceLists.find(
            (p) =>
              p.branchIndex === list.branchIndex &&
              productById(p.productId)?.productGroupId === product.productGroupId &&
              productById(p.productId)?.quality === 'standard',
          );
          expect(standard?.tiers.map((t) => t.minAmount)).toEqual(list.tiers.map((t) => t.minAmount));
          list.tiers.forEach((tier, i) =>
            expect(tier.netPer100).toBeGreaterThan(standard?.tiers[i]?.netPer100 ?? 0),
          );
        }
        if (product.quality === 'standard') {
          const range = GROSS_PRICE_RANGES[countryId][product.productGroupId];
          const amount = { 1: 3_000, 2: 3_000, 3: 5_000, 4: 1_950, 5: 1_000 }[product.productGroupId];
          const gross = grossFromNet(tierFor(list.tiers, amount)?.netPer100 ?? 0, vat);
          expect(gross).toBeGreaterThanOrEqual(range.min);
          expect(gross).toBeLessThanOrEqual(range.max);
        }
      }
    }
  });
});
