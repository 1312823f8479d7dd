import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { COUNTRY_IDS, type CountryId, countryById } from '@fuel/domain';
import type { OrderAddress, OrderStatus, PaymentChoice } from '@fuel/domain/orders';
import {
  branchServiceAreas,
  type Database,
  dealerBranches,
  dealers,
  orders,
  postalCodes,
  priceLists,
  users,
} from '@fuel/db';
import { type BulkColumn, type BulkValue, bulkInsert, resultRows } from './bulk-insert.util.js';
import { frozenPrice } from './demo-orders.js';
import { DEMO_EMAIL_DOMAIN, FIRST_NAMES, STREETS, SURNAMES } from './demo-market/names.constant.js';
import { tierFor } from './demo-market/pricing.js';
import { createRandom, type Random } from './demo-market/random.util.js';

/** Orders per scale step over the two years: about 100 a month across the three sites. */
const ORDERS_PER_SCALE = 2_400;
const DAYS = 730;
const DAY_MS = 86_400_000;
/** Branches per site the history spreads over (several dealers, not every branch of the market). */
const BRANCHES_PER_SITE = 40;
const SITE_SHARE: Readonly<Record<CountryId, number>> = { 1: 0.7, 2: 0.2, 3: 0.1 };
const AMOUNTS = [1_000, 1_500, 2_000, 2_500, 3_000, 3_000, 4_000, 5_000, 6_000] as const;
const CUSTOMER_PREFIX = 'demo-kunde-';

export interface DemoOrderHistoryOptions {
  /** Multiplies the number of orders (scale 10 for performance checks). */
  readonly scale?: number;
  readonly seed?: number;
  readonly now?: Date;
}

export interface DemoOrderHistoryReport {
  /** Orders written by this run: 0 when the history is already there or the market has no branches. */
  created: number;
}

interface Branch {
  readonly id: number;
  readonly name: string;
  readonly dealerId: number;
  readonly dealerName: string;
  readonly tiers: (typeof priceLists.$inferSelect)['tiers'];
  readonly zipCode: string;
  readonly place: string;
}

/**
 * Two years of orders of demo customers on all three sites, so the back office's screens (order search,
 * cancellations, sales list, statistics, export) show something real: most delivered, some declined or
 * cancelled, the recent ones placed or confirmed. Deterministic for a seed; written once (a regenerated demo
 * market deletes its orders, and the next run writes them anew). The demo dealer-staff account's dealer gets
 * none, so the dealer portal's demo shows only the demo customer's orders.
 */
export async function seedDemoOrderHistory(
  db: Database,
  options: DemoOrderHistoryOptions = {},
): Promise<DemoOrderHistoryReport> {
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 20_261_124);
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(like(users.email, `${CUSTOMER_PREFIX}%`));
  if ((existing?.n ?? 0) > 0) return { created: 0 };

  const [staff] = await db
    .select({ dealerId: users.dealerId })
    .from(users)
    .where(eq(users.email, `haendler@${DEMO_EMAIL_DOMAIN}`));
  const branches = new Map<CountryId, Branch[]>();
  for (const countryId of COUNTRY_IDS) {
    branches.set(countryId, await branchesOf(db, countryId, staff?.dealerId ?? null));
  }
  const total = ORDERS_PER_SCALE * (options.scale ?? 1);
  const sites = COUNTRY_IDS.filter((id) => (branches.get(id) ?? []).length > 0);
  if (sites.length === 0) return { created: 0 };

  const customerIds = await demoCustomers(db, Math.ceil(total / 3), random.fork('customers'));
  const plans = Array.from({ length: total }, () => planOrder(random, sites, branches, customerIds, now));

  await db.transaction(async (tx) => {
    await bulkInsert(tx, 'order', ORDER_COLUMNS, plans.map(orderRow));
    // The API's number scheme: site prefix and the order id (the ids exist only now).
    await tx.execute(sql`
      UPDATE "order" SET order_number = CASE country_id WHEN 1 THEN 'DE-' WHEN 2 THEN 'AT-' ELSE 'CH-' END
        || lpad(id::text, 7, '0')
      WHERE order_number LIKE 'demo-history-%'`);
    const ids = resultRows(
      await tx.execute(
        sql`SELECT id, quote_id FROM "order" WHERE quote_id = ANY(${`{${plans.map((p) => p.quoteId).join(',')}}`}::uuid[])`,
      ),
    );
    const idOfQuote = new Map(ids.map((row) => [String(row['quote_id']), Number(row['id'])]));
    await bulkInsert(
      tx,
      'order_delivery_point',
      POINT_COLUMNS,
      plans.map((plan) => [idOfQuote.get(plan.quoteId) ?? 0, 0, plan.address, plan.amount]),
    );
    await bulkInsert(
      tx,
      'order_event',
      EVENT_COLUMNS,
      plans.flatMap((plan) => eventRows(idOfQuote.get(plan.quoteId) ?? 0, plan, now)),
    );
  });
  return { created: plans.length };
}

interface OrderPlan {
  readonly quoteId: string;
  readonly countryId: CountryId;
  readonly customerId: number;
  readonly branch: Branch;
  readonly amount: number;
  readonly placedAt: Date;
  readonly path: readonly OrderStatus[];
  readonly payment: PaymentChoice;
  readonly address: OrderAddress;
  readonly price: ReturnType<typeof frozenPrice>;
}

function planOrder(
  random: Random,
  sites: readonly CountryId[],
  branches: ReadonlyMap<CountryId, readonly Branch[]>,
  customerIds: readonly number[],
  now: Date,
): OrderPlan {
  const countryId = pickSite(random, sites);
  const branch = random.pick(branches.get(countryId) ?? []);
  const amount = random.pick(AMOUNTS);
  const daysAgo = random.float(0, DAYS);
  const placedAt = new Date(now.getTime() - daysAgo * DAY_MS);
  const baseNetPer100 = (tierFor(branch.tiers, amount) ?? branch.tiers[0])?.netPer100 ?? 0;
  const country = countryById(countryId);
  const price = frozenPrice(
    countryId,
    branch.dealerName,
    branch.name,
    country.defaultProductId,
    amount,
    baseNetPer100,
    placedAt,
  );
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(SURNAMES[countryId]);
  return {
    quoteId: randomUUID(),
    countryId,
    customerId: random.pick(customerIds),
    branch,
    amount,
    placedAt,
    path: pathFor(random, daysAgo),
    payment: paymentFor(random, countryId),
    address: {
      title1: random.chance(0.5) ? 'Frau' : 'Herr',
      title2: null,
      firstName,
      lastName,
      company: null,
      street: random.pick(STREETS),
      houseNumber: String(random.int(1, 120)),
      zipCode: branch.zipCode,
      city: branch.place,
      countryId,
      phone: null,
    },
    price,
  };
}

function pickSite(random: Random, sites: readonly CountryId[]): CountryId {
  let roll = random.next() * sites.reduce((sum, id) => sum + SITE_SHARE[id], 0);
  for (const id of sites) {
    roll -= SITE_SHARE[id];
    if (roll < 0) return id;
  }
  return sites[0] as CountryId;
}

/** Where an order of this age stands: the last day's are new, the last fortnight's confirmed, older ones done. */
function pathFor(random: Random, daysAgo: number): OrderStatus[] {
  const roll = random.next();
  if (roll < 0.05) return ['cancelled'];
  if (roll < 0.08) return ['declined'];
  if (daysAgo < 1.5) return [];
  if (daysAgo < 14) return ['confirmed'];
  if (roll < 0.1) return ['confirmed', 'cancelled'];
  return ['confirmed', 'delivered'];
}

/** Invoice mostly, SEPA (not in Switzerland), instalments now and then (the statistic's RatePay share). */
function paymentFor(random: Random, countryId: CountryId): PaymentChoice {
  const roll = random.next();
  if (roll < 0.12) return { paymentId: 23, isInteraidPayment: true, modifier: 12 };
  if (roll < 0.35 && countryId !== 3) return { paymentId: 12, isInteraidPayment: true, modifier: null };
  return { paymentId: 11, isInteraidPayment: true, modifier: null };
}

const DAYS_TO: Readonly<Record<OrderStatus, number>> = {
  placed: 0,
  confirmed: 1,
  declined: 1,
  delivered: 9,
  rated: 11,
  cancelled: 2,
};

const ORDER_COLUMNS: readonly BulkColumn[] = [
  { name: 'order_number', type: 'text' },
  { name: 'user_id', type: 'integer' },
  { name: 'country_id', type: 'smallint' },
  { name: 'product_group_id', type: 'smallint' },
  { name: 'dealer_id', type: 'integer' },
  { name: 'branch_id', type: 'integer' },
  { name: 'quote_id', type: 'uuid' },
  { name: 'status', type: 'text' },
  { name: 'amount', type: 'integer' },
  { name: 'gross_total', type: 'integer' },
  { name: 'price', type: 'jsonb' },
  { name: 'configuration', type: 'jsonb' },
  { name: 'delivery_address', type: 'jsonb' },
  { name: 'payment', type: 'jsonb' },
  { name: 'payment_status', type: 'text' },
  { name: 'delivery_date', type: 'date' },
  { name: 'decline_reason', type: 'text' },
  { name: 'delivered_amount', type: 'integer' },
  { name: 'placed_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
];

function orderRow(plan: OrderPlan): BulkValue[] {
  const status = plan.path.at(-1) ?? 'placed';
  const country = countryById(plan.countryId);
  return [
    `demo-history-${plan.quoteId}`,
    plan.customerId,
    plan.countryId,
    1,
    plan.branch.dealerId,
    plan.branch.id,
    plan.quoteId,
    status,
    plan.amount,
    plan.price.grossTotal,
    plan.price,
    {
      ZipCode: plan.branch.zipCode,
      Amount: plan.amount,
      Stations: 1,
      ProductGroupId: 1,
      Product: { Id: country.defaultProductId, ClimateNeutral: false },
      Parameters: [{ Id: plan.payment.paymentId }],
      CountryId: plan.countryId,
      Cn: false,
      Ap: false,
    },
    plan.address,
    plan.payment,
    'open',
    plan.path.includes('confirmed') ? plan.price.latestDelivery : null,
    status === 'declined' ? 'Keine Kapazität im gewünschten Zeitraum' : null,
    status === 'delivered' ? plan.amount - 20 : null,
    plan.placedAt,
    new Date(plan.placedAt.getTime() + DAYS_TO[status] * DAY_MS),
  ];
}

const POINT_COLUMNS: readonly BulkColumn[] = [
  { name: 'order_id', type: 'integer' },
  { name: 'position', type: 'smallint' },
  { name: 'address', type: 'jsonb' },
  { name: 'amount', type: 'integer' },
];

const EVENT_COLUMNS: readonly BulkColumn[] = [
  { name: 'order_id', type: 'integer' },
  { name: 'from_status', type: 'text' },
  { name: 'to_status', type: 'text' },
  { name: 'actor_user_id', type: 'integer' },
  { name: 'actor', type: 'text' },
  { name: 'note', type: 'text' },
  { name: 'at', type: 'timestamptz' },
];

/** An order's history from its placing on; a step due after `now` (a day-old order cancelled) happened just now. */
function eventRows(orderId: number, plan: OrderPlan, now: Date): BulkValue[][] {
  let from: OrderStatus | null = null;
  return (['placed', ...plan.path] as const).map((to) => {
    const byDealer = to === 'confirmed' || to === 'declined' || to === 'delivered';
    const row: BulkValue[] = [
      orderId,
      from,
      to,
      byDealer ? null : plan.customerId,
      byDealer ? 'dealer' : 'customer',
      to === 'cancelled' ? 'Vom Kunden widerrufen' : null,
      new Date(Math.min(plan.placedAt.getTime() + DAYS_TO[to] * DAY_MS, now.getTime())),
    ];
    from = to;
    return row;
  });
}

/** Up to BRANCHES_PER_SITE branches of the site with a price for its default product, each with one served town. */
async function branchesOf(
  db: Database,
  countryId: CountryId,
  excludedDealerId: number | null,
): Promise<Branch[]> {
  const productId = countryById(countryId).defaultProductId;
  const rows = await db
    .selectDistinctOn([dealerBranches.id], {
      id: dealerBranches.id,
      name: dealerBranches.name,
      dealerId: dealers.id,
      dealerName: dealers.name,
      tiers: priceLists.tiers,
      zipCode: branchServiceAreas.zipCode,
      place: postalCodes.place,
    })
    .from(dealerBranches)
    .innerJoin(dealers, eq(dealers.id, dealerBranches.dealerId))
    .innerJoin(
      priceLists,
      and(eq(priceLists.branchId, dealerBranches.id), eq(priceLists.productId, productId)),
    )
    .innerJoin(branchServiceAreas, eq(branchServiceAreas.branchId, dealerBranches.id))
    .innerJoin(
      postalCodes,
      and(
        eq(postalCodes.countryId, branchServiceAreas.countryId),
        eq(postalCodes.zipCode, branchServiceAreas.zipCode),
        eq(postalCodes.isOrganisation, false),
      ),
    )
    .where(
      and(
        eq(branchServiceAreas.countryId, countryId),
        excludedDealerId === null ? undefined : ne(dealers.id, excludedDealerId),
      ),
    )
    .orderBy(asc(dealerBranches.id), asc(branchServiceAreas.zipCode))
    .limit(BRANCHES_PER_SITE);
  return rows;
}

/** The demo customers (registered, without a password: nobody signs in as them), created where missing. */
async function demoCustomers(db: Database, count: number, random: Random): Promise<number[]> {
  const emails = Array.from(
    { length: count },
    (_, i) => `${CUSTOMER_PREFIX}${String(i + 1).padStart(5, '0')}@${DEMO_EMAIL_DOMAIN}`,
  );
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const known = new Set(found.map((row) => row.email));
  const missing = emails.filter((email) => !known.has(email));
  if (missing.length > 0) {
    await bulkInsert(
      db,
      'user',
      USER_COLUMNS,
      missing.map((email) => {
        const countryId = random.pick(COUNTRY_IDS);
        return [
          email,
          random.chance(0.5) ? 'Frau' : 'Herr',
          random.pick(FIRST_NAMES),
          random.pick(SURNAMES[countryId]),
          countryId,
        ];
      }),
    );
  }
  const all = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  return all.map((row) => row.id);
}

const USER_COLUMNS: readonly BulkColumn[] = [
  { name: 'email', type: 'text' },
  { name: 'title1', type: 'text' },
  { name: 'first_name', type: 'text' },
  { name: 'last_name', type: 'text' },
  { name: 'country_id', type: 'smallint' },
];
