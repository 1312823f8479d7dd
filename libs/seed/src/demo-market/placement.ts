import { OPTION_CATALOGUE_IDS as ids, type CountryId } from '@fuel/domain';
import { asc, eq } from 'drizzle-orm';
import { type Database, postalCodes } from '@fuel/db';
import { type GeoPoint, PointIndex } from './geo.util.js';
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_NAME_PREFIX,
  FIRST_NAMES,
  LEGAL_FORMS,
  PHONE_PREFIX,
  STREETS,
  SURNAMES,
  slugify,
} from './names.constant.js';
import type { Random } from './random.util.js';

/** One postal code of a country: the centroid of its places and the place a branch there is named after. */
export interface ZipPoint extends GeoPoint {
  readonly zipCode: string;
  readonly place: string;
  /** False for DE large-customer codes (a company instead of a town): no branch is placed there. */
  readonly isTown: boolean;
}

export interface Portfolio {
  readonly diesel: boolean;
  readonly loosePellets: boolean;
  readonly baggedPellets: boolean;
  readonly adBlue: boolean;
}

export interface PlannedDealer {
  readonly countryId: CountryId;
  readonly name: string;
  /** The name without legal form, unique within the site; branches are named after it. */
  readonly brand: string;
  readonly contactName: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly zipCode: string;
  readonly city: string;
  readonly ratingAverage: number;
  readonly ratingCount: number;
  readonly portfolio: Portfolio;
  /** Added to every branch's price, in gross cents per 100 units (a dealer is cheap or dear everywhere). */
  readonly priceOffsetGross: number;
}

export interface PlannedBranch extends GeoPoint {
  readonly dealerIndex: number;
  readonly countryId: CountryId;
  /** Index of the branch's own postal code in the country's ZipPoint list. */
  readonly codeIndex: number;
  readonly name: string;
  readonly street: string;
  readonly zipCode: string;
  readonly city: string;
  readonly leadTimeDays: number;
  readonly deliveryWeekdays: number;
  readonly paymentOptionIds: number[];
  readonly monthlyRateCount: number | null;
}

/** Branches and dealers per site at scale 1. */
export const BASE_COUNTS: Record<CountryId, { dealers: number; branches: number }> = {
  1: { dealers: 540, branches: 1_500 },
  2: { dealers: 60, branches: 150 },
  3: { dealers: 40, branches: 100 },
};

const MAX_BRANCHES_PER_DEALER = 30;
/**
 * At most this many branches within CROWD_RADIUS_KM of a new one. Any point then has at most that many
 * branches within half the radius, so delivery radii (whole km, at least 1) can always be trimmed to keep
 * a postal code below MAX_SERVING_BRANCHES, even at scale 10.
 */
const MAX_BRANCHES_IN_CROWD_RADIUS = 20;
const CROWD_RADIUS_KM = 2;
/** A dealer's further branches lie within this distance of its first one. */
const DEALER_SPREAD_KM = 70;
const MONDAY_TO_FRIDAY = 0b0011111;
const MONDAY_TO_SATURDAY = 0b0111111;

/**
 * A country's postal codes, sorted by code, with the centroid of each code's places. GeoNames holds no
 * population; postal codes are cut to similar numbers of households, so choosing codes uniformly already
 * puts more branches where more people live (cities have many codes on a small area).
 */
export async function loadZipPoints(db: Database, countryId: CountryId): Promise<ZipPoint[]> {
  const rows = await db
    .select({
      zipCode: postalCodes.zipCode,
      place: postalCodes.place,
      isOrganisation: postalCodes.isOrganisation,
      latitude: postalCodes.latitude,
      longitude: postalCodes.longitude,
    })
    .from(postalCodes)
    .where(eq(postalCodes.countryId, countryId))
    .orderBy(asc(postalCodes.id));
  const byCode = new Map<string, { places: string[]; towns: string[]; lat: number; lon: number }>();
  for (const r of rows) {
    const entry = byCode.get(r.zipCode) ?? { places: [], towns: [], lat: 0, lon: 0 };
    entry.places.push(r.place);
    if (!r.isOrganisation) entry.towns.push(r.place);
    entry.lat += r.latitude;
    entry.lon += r.longitude;
    byCode.set(r.zipCode, entry);
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([zipCode, e]) => {
      const town = e.towns[0];
      return {
        zipCode,
        place: town ?? (e.places[0] as string),
        isTown: town !== undefined,
        latitude: e.lat / e.places.length,
        longitude: e.lon / e.places.length,
      };
    });
}

/** Dealers of one country and their branches, placed at real postal codes. */
export function planDealers(
  countryId: CountryId,
  points: readonly ZipPoint[],
  index: PointIndex,
  scale: number,
  random: Random,
): { dealers: PlannedDealer[]; branches: PlannedBranch[] } {
  const dealerCount = Math.max(1, Math.round(BASE_COUNTS[countryId].dealers * scale));
  const branchCount = Math.max(dealerCount, Math.round(BASE_COUNTS[countryId].branches * scale));
  const towns = points.flatMap((p, i) => (p.isTown ? [i] : []));
  const sizes = branchesPerDealer(dealerCount, branchCount, random.fork('sizes'));
  const portfolios = assignPortfolios(sizes, random.fork('portfolios'));
  const usedNames = new Set<string>();

  const placed = new PointIndex();
  const roomAt = (code: number) =>
    placed.within(points[code] as ZipPoint, CROWD_RADIUS_KM).length < MAX_BRANCHES_IN_CROWD_RADIUS;
  /** Takes a code for a branch unless too many branches are around it already (city centres at scale 10). */
  const take = (code: number, force = false): boolean => {
    if (!force && !roomAt(code)) return false;
    placed.add(points[code] as ZipPoint);
    return true;
  };

  const dealers: PlannedDealer[] = [];
  const branches: PlannedBranch[] = [];
  for (let d = 0; d < dealerCount; d += 1) {
    const r = random.fork(`dealer-${d}`);
    let home = r.pick(towns);
    for (let attempt = 1; !take(home, attempt >= 100); attempt += 1) home = r.pick(towns);
    const codes = [home, ...nearbyTowns(home, (sizes[d] ?? 1) - 1, points, index, take, r)];
    const portfolio = portfolios[d] as Portfolio;
    const dealer = planDealer(countryId, d, points[home] as ZipPoint, portfolio, usedNames, r);
    dealers.push(dealer);
    codes.forEach((codeIndex, n) => branches.push(planBranch(dealer, d, codeIndex, n, points, r)));
  }
  return { dealers, branches };
}

/** Every dealer has one branch; the rest go to few large dealers and many small ones. */
function branchesPerDealer(dealerCount: number, branchCount: number, random: Random): number[] {
  const sizes = new Array<number>(dealerCount).fill(1);
  const weights = sizes.map(() => random.next() ** 3 + 0.02);
  const total = weights.reduce((a, b) => a + b, 0);
  let remaining = branchCount - dealerCount;
  while (remaining > 0) {
    let target = random.next() * total;
    let d = 0;
    while (d < dealerCount - 1 && target >= (weights[d] as number)) {
      target -= weights[d] as number;
      d += 1;
    }
    if ((sizes[d] as number) < MAX_BRANCHES_PER_DEALER) {
      sizes[d] = (sizes[d] as number) + 1;
      remaining -= 1;
    }
  }
  return sizes;
}

/** Further branches of a dealer: distinct towns around its first branch, avoiding crowded spots. */
function nearbyTowns(
  home: number,
  count: number,
  points: readonly ZipPoint[],
  index: PointIndex,
  take: (code: number, force?: boolean) => boolean,
  random: Random,
): number[] {
  const chosen: number[] = [];
  let radius = DEALER_SPREAD_KM;
  while (chosen.length < count) {
    const candidates = index
      .within(points[home] as ZipPoint, radius)
      .map((n) => n.index)
      .filter((i) => i !== home && (points[i] as ZipPoint).isTown && !chosen.includes(i));
    // Shuffle-pick without replacement until enough or the candidates run out, then widen the circle.
    for (let k = 0; k < candidates.length && chosen.length < count; k += 1) {
      const pickAt = random.int(k, candidates.length - 1);
      const picked = candidates[pickAt] as number;
      candidates[pickAt] = candidates[k] as number;
      candidates[k] = picked;
      if (take(picked, radius > 1_000)) chosen.push(picked);
    }
    radius *= 1.5;
  }
  return chosen;
}

/**
 * What each dealer sells besides heating oil. Chosen by quota over branches rather than by coin flip
 * per dealer, so even the 60 Austrian dealers come close to the intended shares: diesel at half of the
 * branches, pellets at a fifth, AdBlue at a tenth (mostly at diesel dealers).
 */
function assignPortfolios(sizes: readonly number[], random: Random): Portfolio[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  const shuffled = (): number[] => {
    const order = sizes.map((_, d) => d);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = random.int(0, i);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    return order;
  };
  const quota = (order: readonly number[], share: number): Set<number> => {
    const target = share * total;
    const chosen = new Set<number>();
    let covered = 0;
    for (const d of order) {
      if (covered >= target) break;
      const size = sizes[d] as number;
      if (covered > 0 && covered + size > target * 1.1) continue;
      chosen.add(d);
      covered += size;
    }
    return chosen;
  };
  const diesel = quota(shuffled(), 0.5);
  const pellets = quota(shuffled(), 0.2);
  const byDiesel = shuffled().sort((a, b) => Number(diesel.has(b)) - Number(diesel.has(a)));
  const adBlue = quota(byDiesel, 0.1);
  return sizes.map((_, d) => {
    const loosePellets = pellets.has(d) && random.chance(0.85);
    return {
      diesel: diesel.has(d),
      loosePellets,
      baggedPellets: pellets.has(d) && (!loosePellets || random.chance(0.7)),
      adBlue: adBlue.has(d),
    };
  });
}

function planDealer(
  countryId: CountryId,
  d: number,
  home: ZipPoint,
  portfolio: Portfolio,
  usedNames: Set<string>,
  random: Random,
): PlannedDealer {
  const pellets = portfolio.loosePellets || portfolio.baggedPellets;
  const trade = pellets
    ? random.pick(['Brennstoffe', 'Energie', 'Wärme'])
    : portfolio.adBlue
      ? 'Mineralöl'
      : portfolio.diesel
        ? random.pick(['Energie', 'Heizöl', 'Mineralöl'])
        : 'Heizöl';
  const surname = random.pick(SURNAMES[countryId]);
  let shortName = random.chance(0.2)
    ? `${DEMO_NAME_PREFIX}${trade} ${surname} & ${random.pick(SURNAMES[countryId])}`
    : `${DEMO_NAME_PREFIX}${trade} ${surname}`;
  // Two dealers of one site never share a name: the second one carries its town.
  if (usedNames.has(shortName)) shortName = `${shortName} ${home.place}`;
  if (usedNames.has(shortName)) shortName = `${shortName} ${d + 1}`;
  usedNames.add(shortName);
  const number = String(d + 1).padStart(5, '0');
  const ratingCount = random.chance(0.1) ? random.int(3, 20) : random.int(20, 900);
  return {
    countryId,
    name: `${shortName} ${random.pick(LEGAL_FORMS[countryId])}`,
    brand: shortName,
    contactName: `${random.pick(FIRST_NAMES)} ${surname}`,
    email: `${slugify(shortName)}-${countryId}${number}@${DEMO_EMAIL_DOMAIN}`,
    phone: `${PHONE_PREFIX[countryId]} 000 ${number}`,
    street: street(countryId, random),
    zipCode: home.zipCode,
    city: home.place,
    ratingAverage: random.int(320, 495),
    ratingCount,
    portfolio,
    priceOffsetGross: random.int(-200, 200),
  };
}

function planBranch(
  dealer: PlannedDealer,
  dealerIndex: number,
  codeIndex: number,
  n: number,
  points: readonly ZipPoint[],
  random: Random,
): PlannedBranch {
  const point = points[codeIndex] as ZipPoint;
  const payment: number[] = [ids.paymentInvoice];
  if (random.chance(0.85)) payment.push(ids.sepaDirectDebit);
  if (random.chance(0.3)) payment.push(ids.cashOnDelivery);
  if (random.chance(0.25)) payment.push(ids.cardOnDelivery);
  if (random.chance(0.2)) payment.push(ids.paypal);
  const instalment = random.chance(1 / 3);
  if (instalment) payment.push(ids.instalment);
  return {
    dealerIndex,
    countryId: dealer.countryId,
    codeIndex,
    latitude: point.latitude,
    longitude: point.longitude,
    name: `${dealer.brand}, ${n === 0 ? 'Hauptsitz' : 'Niederlassung'} ${point.place}`,
    street: n === 0 ? dealer.street : street(dealer.countryId, random),
    zipCode: point.zipCode,
    city: point.place,
    leadTimeDays: random.chance(0.7) ? random.int(2, 5) : random.int(6, 10),
    deliveryWeekdays: random.chance(0.25) ? MONDAY_TO_SATURDAY : MONDAY_TO_FRIDAY,
    paymentOptionIds: payment.sort((a, b) => a - b),
    monthlyRateCount: instalment ? random.pick([6, 12]) : null,
  };
}

function street(countryId: CountryId, random: Random): string {
  const name = random.pick(STREETS);
  return `${countryId === 3 ? name.replace(/ß/g, 'ss') : name} ${random.int(1, 120)}`;
}
