import type { PriceScope } from '@fuel/domain/prices';

/** A postal code as the snapshot sees it: the first place of the code decides state and county. */
export interface ZipArea {
  readonly zipCode: string;
  readonly stateId: number | null;
  readonly county: string | null;
}

export interface PriceStats {
  /** Gross cents per 100 units. */
  readonly average: number;
  readonly min: number;
  readonly max: number;
  /** Distinct branches with an offer in the area. */
  readonly offerCount: number;
}

export interface ScopedStats {
  readonly scope: PriceScope;
  readonly scopeKey: string;
  readonly stats: PriceStats;
}

/** The county key: county names repeat across states, so the state id comes first. */
export function countyKey(stateId: number, county: string): string {
  return `${stateId}:${county}`;
}

interface Accumulator {
  sum: number;
  zips: number;
  min: number;
  max: number;
  branches: Set<number>;
}

function accumulator(): Accumulator {
  return { sum: 0, zips: 0, min: Number.POSITIVE_INFINITY, max: 0, branches: new Set() };
}

/**
 * Aggregates one product group's branch prices into city (zip), county, state and country statistics.
 * A zip's price is the mean of the offers of the branches serving it; a larger area's average is the mean
 * of its zips' averages (what a typical household there is offered), its min and max the extremes of all
 * offers. Zips without an offer are left out; so are areas without any zip.
 */
export function aggregatePrices(
  branchPrices: ReadonlyMap<number, number>,
  areas: readonly ZipArea[],
  servingBranchIds: (zipCode: string) => readonly number[],
): ScopedStats[] {
  const groups = new Map<string, Accumulator>();
  const add = (scope: PriceScope, key: string, average: number, min: number, max: number, ids: number[]) => {
    const k = `${scope}|${key}`;
    let acc = groups.get(k);
    if (!acc) {
      acc = accumulator();
      groups.set(k, acc);
    }
    acc.sum += average;
    acc.zips += 1;
    acc.min = Math.min(acc.min, min);
    acc.max = Math.max(acc.max, max);
    for (const id of ids) acc.branches.add(id);
  };
  for (const area of areas) {
    const ids: number[] = [];
    const prices: number[] = [];
    for (const id of servingBranchIds(area.zipCode)) {
      const price = branchPrices.get(id);
      if (price === undefined) continue;
      ids.push(id);
      prices.push(price);
    }
    if (prices.length === 0) continue;
    const average = Math.round(prices.reduce((s, p) => s + p, 0) / prices.length);
    const min = Math.min(...prices);
    const max = Math.max(...prices);
    add('city', area.zipCode, average, min, max, ids);
    add('country', '', average, min, max, ids);
    if (area.stateId !== null) {
      add('state', String(area.stateId), average, min, max, ids);
      if (area.county) add('county', countyKey(area.stateId, area.county), average, min, max, ids);
    }
  }
  return [...groups].map(([k, acc]) => {
    const [scope, scopeKey = ''] = k.split('|') as [PriceScope, string];
    return {
      scope,
      scopeKey,
      stats: {
        average: Math.round(acc.sum / acc.zips),
        min: acc.min,
        max: acc.max,
        offerCount: acc.branches.size,
      },
    };
  });
}
