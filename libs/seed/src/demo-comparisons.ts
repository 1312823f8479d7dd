import { eq } from 'drizzle-orm';
import { type Database, guideComparisons, guides } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { type BuildingType, CONSUMPTION_GUIDE_KEY, type ConstructionClass } from '@fuel/domain/leads';
import { type Random, createRandom } from './demo-market/random.util.js';

export interface DemoComparisonsReport {
  /** Rows new to the database (0 on a repeated run). */
  inserted: number;
}

/** Marks the demo rows: a real row's dedupe key is a SHA-256 in hex. */
export const DEMO_COMPARISON_KEY_PREFIX = 'demo:';

type Group = readonly [BuildingType, ConstructionClass, hotWaterByOil: boolean, rows: number];

/**
 * How the demo answers spread over the comparison groups: most oil-heated homes are detached houses of the
 * 1950s to 1990s with hot water from the boiler; those groups get past the 20 answers from which the result
 * uses the marketplace's own percentile, the rarer ones stay below (and show the reference values).
 */
const GROUPS: readonly Group[] = [
  ['einfamilienhaus', '1949-1978', true, 55],
  ['einfamilienhaus', '1979-1994', true, 45],
  ['einfamilienhaus', '1995-2009', true, 30],
  ['einfamilienhaus', '1919-1948', true, 20],
  ['zweifamilienhaus', '1949-1978', true, 22],
  ['reihenhaus', '1979-1994', true, 21],
  ['einfamilienhaus', 'bis-1918', true, 12],
  ['einfamilienhaus', 'ab-2010', true, 10],
  ['einfamilienhaus', '1949-1978', false, 14],
  ['einfamilienhaus', '1979-1994', false, 9],
  ['zweifamilienhaus', '1979-1994', true, 12],
  ['zweifamilienhaus', '1919-1948', true, 8],
  ['reihenhaus', '1949-1978', true, 14],
  ['reihenhaus', '1995-2009', true, 10],
  ['mehrfamilienhaus', '1949-1978', true, 10],
  ['mehrfamilienhaus', '1979-1994', true, 8],
];

/** Typical final energy in kWh per m² and year, hot water included, of oil-heated homes by age. */
const TYPICAL_KWH: Readonly<Record<ConstructionClass, number>> = {
  'bis-1918': 175,
  '1919-1948': 180,
  '1949-1978': 165,
  '1979-1994': 135,
  '1995-2009': 105,
  'ab-2010': 70,
};

/** Larger buildings lose less heat per m² (fewer outer walls per flat). */
const BUILDING_FACTOR: Readonly<Record<BuildingType, number>> = {
  einfamilienhaus: 1,
  zweifamilienhaus: 0.95,
  reihenhaus: 0.9,
  mehrfamilienhaus: 0.85,
};

const DAY_MS = 86_400_000;

/** A log-normal value around `median` (Box–Muller): consumption is skewed towards the high end. */
function logNormal(random: Random, median: number, sigma: number): number {
  const u = 1 - random.next();
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
  return median * Math.exp(sigma * normal);
}

function siteOf(random: Random): CountryId {
  const draw = random.next();
  return draw < 0.8 ? 1 : draw < 0.92 ? 2 : 3;
}

/** The 300 demo comparisons as rows; the same on every machine and run, dated back from `now`. */
export function demoComparisonRows(
  guideId: number,
  now: Date = new Date(),
): (typeof guideComparisons.$inferInsert)[] {
  const random = createRandom(20_261_122).fork('guide-comparisons');
  const rows: (typeof guideComparisons.$inferInsert)[] = [];
  for (const [buildingType, constructionClass, hotWaterByOil, count] of GROUPS) {
    for (let i = 0; i < count; i += 1) {
      const median = TYPICAL_KWH[constructionClass] * BUILDING_FACTOR[buildingType];
      const kwh = Math.min(450, Math.max(25, logNormal(random, median, 0.28)));
      rows.push({
        guideId,
        countryId: siteOf(random),
        buildingType,
        constructionClass,
        hotWaterByOil,
        kwhPerSquareMetre: Math.round(kwh * 10) / 10,
        dedupeKey: `${DEMO_COMPARISON_KEY_PREFIX}${rows.length + 1}`,
        createdAt: new Date(now.getTime() - random.int(0, 364) * DAY_MS - random.int(0, DAY_MS - 1)),
      });
    }
  }
  return rows;
}

/**
 * Writes the demo comparisons of the consumption guide (after seedGuides), so the demo's result shows the
 * marketplace percentile for the common groups. Idempotent: the rows' dedupe keys are fixed, a repeated
 * run inserts nothing.
 */
export async function seedDemoComparisons(
  db: Database,
  now: Date = new Date(),
): Promise<DemoComparisonsReport> {
  const [guide] = await db
    .select({ id: guides.id })
    .from(guides)
    .where(eq(guides.key, CONSUMPTION_GUIDE_KEY));
  if (!guide) throw new Error(`guide ${CONSUMPTION_GUIDE_KEY} is not seeded`);
  const inserted = await db
    .insert(guideComparisons)
    .values(demoComparisonRows(guide.id, now))
    .onConflictDoNothing({ target: guideComparisons.dedupeKey })
    .returning({ id: guideComparisons.id });
  return { inserted: inserted.length };
}
