import { type GeoPoint, haversineKm, type Neighbour, PointIndex } from './geo.util.js';
import type { Random } from './random.util.js';

/** Every postal code is served by at least this many and at most this many branches. */
export const MIN_SERVING_BRANCHES = 3;
export const MAX_SERVING_BRANCHES = 40;
/** The mean number of branches per postal code the radii aim at before the corrections. */
const TARGET_MEAN_SERVING = 13;

export interface ServiceArea {
  readonly branchIndex: number;
  readonly codeIndex: number;
  readonly source: 'radius' | 'list';
}

export interface CoveragePlan {
  /** Delivery radius per branch, in whole km; a code is served when its distance is ≤ the radius. */
  readonly radiiKm: number[];
  readonly areas: ServiceArea[];
  readonly stats: CoverageStats;
}

export interface CoverageStats {
  readonly minServing: number;
  readonly maxServing: number;
  readonly meanServing: number;
  /** Radii cut because a code had more than MAX_SERVING_BRANCHES. */
  readonly radiiTrimmed: number;
  /** Explicit 'list' codes added where a code had fewer than MIN_SERVING_BRANCHES. */
  readonly listEntries: number;
}

/**
 * Gives each branch a delivery radius and materialises its service area. Branches are placed in
 * proportion to postal codes, so a radius reaching a branch's k nearest codes (k around
 * TARGET_MEAN × codes / branches, varied per branch) serves every code about equally often, in cities
 * (small radius) as in the country (large radius), at any scale. Two corrections then enforce the
 * bounds: where a code has too many branches, the farthest ones' radii shrink until it does not; where
 * it has too few, the nearest branches that do not reach it name it explicitly ('list').
 */
export function planCoverage(
  codes: readonly GeoPoint[],
  codeIndex: PointIndex,
  branches: readonly GeoPoint[],
  random: Random,
): CoveragePlan {
  const meanCodesPerBranch = (TARGET_MEAN_SERVING * codes.length) / branches.length;
  const radiiKm: number[] = [];
  const served: Neighbour[][] = [];
  const servingOf: Set<number>[] = codes.map(() => new Set<number>());

  branches.forEach((branch, b) => {
    const k = Math.max(1, Math.round(meanCodesPerBranch * random.float(0.6, 1.4)));
    const nearest = codeIndex.nearest(branch, k);
    const radius = Math.max(1, Math.ceil(nearest[nearest.length - 1]?.distanceKm ?? 1));
    radiiKm.push(radius);
    const area = codeIndex.within(branch, radius);
    served.push(area);
    for (const n of area) servingOf[n.index]?.add(b);
  });

  let radiiTrimmed = 0;
  codes.forEach((code, c) => {
    const serving = servingOf[c] as Set<number>;
    while (serving.size > MAX_SERVING_BRANCHES) {
      const farthest = farthestServing(code, serving, branches);
      const newRadius = Math.ceil(farthest.distanceKm) - 1;
      if (newRadius < 1) {
        throw new Error(`More than ${MAX_SERVING_BRANCHES} branches within 1 km of postal code #${c}`);
      }
      radiiKm[farthest.index] = newRadius;
      const area = served[farthest.index] as Neighbour[];
      for (const n of area) if (n.distanceKm > newRadius) servingOf[n.index]?.delete(farthest.index);
      served[farthest.index] = area.filter((n) => n.distanceKm <= newRadius);
      radiiTrimmed += 1;
    }
  });

  const branchIndex = new PointIndex(branches);
  const listed: ServiceArea[] = [];
  codes.forEach((code, c) => {
    const serving = servingOf[c] as Set<number>;
    if (serving.size >= MIN_SERVING_BRANCHES) return;
    for (const n of branchIndex.nearest(code, MIN_SERVING_BRANCHES + serving.size)) {
      if (serving.size >= MIN_SERVING_BRANCHES) break;
      if (serving.has(n.index)) continue;
      serving.add(n.index);
      listed.push({ branchIndex: n.index, codeIndex: c, source: 'list' });
    }
  });

  const counts = servingOf.map((s) => s.size);
  const minServing = counts.reduce((a, b) => Math.min(a, b), Infinity);
  const maxServing = counts.reduce((a, b) => Math.max(a, b), 0);
  if (minServing < MIN_SERVING_BRANCHES || maxServing > MAX_SERVING_BRANCHES) {
    throw new Error(`Coverage out of bounds: ${minServing}–${maxServing} branches per postal code`);
  }
  const areas: ServiceArea[] = served.flatMap((area, b) =>
    area.map((n): ServiceArea => ({ branchIndex: b, codeIndex: n.index, source: 'radius' })),
  );
  areas.push(...listed);
  return {
    radiiKm,
    areas,
    stats: {
      minServing,
      maxServing,
      meanServing: Math.round((counts.reduce((a, b) => a + b, 0) / counts.length) * 10) / 10,
      radiiTrimmed,
      listEntries: listed.length,
    },
  };
}

/** The serving branch farthest from the code (ties: the higher index), to trim first. */
function farthestServing(code: GeoPoint, serving: Set<number>, branches: readonly GeoPoint[]): Neighbour {
  let best: Neighbour = { index: -1, distanceKm: -1 };
  for (const b of serving) {
    const distanceKm = haversineKm(code, branches[b] as GeoPoint);
    if (distanceKm > best.distanceKm || (distanceKm === best.distanceKm && b > best.index)) {
      best = { index: b, distanceKm };
    }
  }
  return best;
}
