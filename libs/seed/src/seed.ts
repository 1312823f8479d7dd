import { countDistinct, sql } from 'drizzle-orm';
import { countryStates, type Database, postalCodes } from '@fuel/db';
import { type CmsPagesReport, seedCmsPages } from './cms-pages/cms-pages.js';
import { COUNTRY_STATES } from './country-states.data.js';
import { type DemoCancellationsReport, seedDemoCancellations } from './demo-cancellations.js';
import { type DemoComparisonsReport, seedDemoComparisons } from './demo-comparisons.js';
import { type DemoAccountsOptions, type DemoAccountsReport, seedDemoAccounts } from './demo-accounts.js';
import { type DemoAdsReport, seedDemoAds } from './demo-ads.js';
import { type DemoMarketOptions, type DemoMarketReport, generateDemoMarket } from './demo-market.js';
import { type DemoNewsReport, seedDemoNews } from './demo-news.js';
import { type DemoOrderHistoryReport, seedDemoOrderHistory } from './demo-order-history.js';
import { type DemoOrdersReport, seedDemoOrders } from './demo-orders.js';
import { type GuidesReport, seedGuides } from './guides.js';
import { type PostalCodeImportReport, importPostalCodes } from './postal-codes.js';
import {
  type PriceHistoryOptions,
  type PriceHistoryReport,
  backfillPriceHistory,
  upsertPriceFactors,
} from './price-history/backfill.js';

export interface SeedOptions {
  /** Folder with DE.csv, AT.csv, CH.csv; without it no postal codes are imported. */
  postalCodesDir?: string;
  /**
   * The demo market; false skips it. When left out, it is generated at scale 1 if postal codes are in the
   * database (imported now or before) and silently skipped otherwise; when given, missing postal codes
   * are an error.
   */
  demoMarket?: DemoMarketOptions | false;
  /** The demo accounts (README "Demo accounts"); only when asked, and never in production. */
  demoAccounts?: DemoAccountsOptions | false;
  /** The demo price history (10 years, is_demo rows); by default written whenever the demo market is. */
  priceHistory?: PriceHistoryOptions | false;
  /** The demo news articles (isDemo rows); by default written whenever the demo market is. */
  demoNews?: boolean;
  /** The demo ad slots, adverts and campaigns (isDemo rows); by default written whenever the demo market is. */
  demoAds?: boolean;
  /** The consumption guide's demo comparisons; by default with the demo accounts (never in production: they would shape real percentiles). */
  demoComparisons?: boolean;
}

export interface SeedReport {
  countryStates: number;
  /** Null when no folder was given. */
  postalCodes: PostalCodeImportReport | null;
  /** Null when skipped. */
  demoMarket: DemoMarketReport | null;
  /** Null when not asked for. */
  demoAccounts: DemoAccountsReport | null;
  /** The demo customer's order history; null when the demo accounts were not asked for. */
  demoOrders: DemoOrdersReport | null;
  /** Two years of demo customers' orders for the back office; null when the demo accounts were not asked for. */
  demoOrderHistory: DemoOrderHistoryReport | null;
  /** The older demo cancellations booked; null without the order history. */
  demoCancellations: DemoCancellationsReport | null;
  /** Null when skipped. */
  priceHistory: PriceHistoryReport | null;
  /** Null when skipped. */
  demoNews: DemoNewsReport | null;
  /** Null when skipped. */
  demoAds: DemoAdsReport | null;
  guides: GuidesReport;
  /** Today's info center, imprint, privacy notice and terms as CMS pages (issue #16), where a site has none. */
  cmsPages: CmsPagesReport;
  /** Null when skipped. */
  demoComparisons: DemoComparisonsReport | null;
}

/**
 * Fills reference and demo data: country states, price factors and the guides, then postal codes, then the
 * demo market (which is built on the postal codes). Safe to run any number of times: states and guides are
 * upserted, postal codes inserted only where missing, and the demo market is left alone when it is already
 * there.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  await db
    .insert(countryStates)
    .values(COUNTRY_STATES)
    .onConflictDoUpdate({
      target: countryStates.id,
      set: {
        code: sql`excluded.code`,
        name: sql`excluded.name`,
        friendlyName: sql`excluded.friendly_name`,
        mapId: sql`excluded.map_id`,
      },
    });

  await upsertPriceFactors(db);
  const guides = await seedGuides(db);
  const cmsPages = await seedCmsPages(db);

  const postalCodeReport =
    options.postalCodesDir === undefined ? null : await importPostalCodes(db, options.postalCodesDir);

  let demoMarket: DemoMarketReport | null = null;
  if (options.demoMarket !== false) {
    const explicit = options.demoMarket !== undefined;
    if (explicit || (await hasPostalCodes(db))) {
      demoMarket = await generateDemoMarket(db, options.demoMarket ?? {});
    }
  }
  // After the market: the dealer-staff account links to the first demo dealer.
  const demoAccounts = options.demoAccounts ? await seedDemoAccounts(db, options.demoAccounts) : null;
  // After the accounts: the demo customer orders from the dealer-staff account's dealer.
  const demoOrders = demoAccounts ? await seedDemoOrders(db) : null;
  // At the market's scale: scale 10 is the performance check's data.
  const demoOrderHistory = demoAccounts
    ? await seedDemoOrderHistory(db, { scale: options.demoMarket ? (options.demoMarket.scale ?? 1) : 1 })
    : null;
  const demoCancellations = demoOrderHistory ? await seedDemoCancellations(db) : null;
  const priceHistory =
    options.priceHistory === false || (demoMarket === null && options.priceHistory === undefined)
      ? null
      : await backfillPriceHistory(db, options.priceHistory ?? {});
  const demoNews = (options.demoNews ?? demoMarket !== null) ? await seedDemoNews(db) : null;
  const demoAds = (options.demoAds ?? demoMarket !== null) ? await seedDemoAds(db) : null;
  const demoComparisons =
    (options.demoComparisons ?? demoAccounts !== null) ? await seedDemoComparisons(db) : null;
  return {
    countryStates: COUNTRY_STATES.length,
    postalCodes: postalCodeReport,
    demoMarket,
    demoAccounts,
    demoOrders,
    demoOrderHistory,
    demoCancellations,
    priceHistory,
    demoNews,
    demoAds,
    guides,
    cmsPages,
    demoComparisons,
  };
}

/** Whether all three sites have postal codes, the demo market's ground. */
async function hasPostalCodes(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: countDistinct(postalCodes.countryId) }).from(postalCodes);
  return (row?.n ?? 0) === 3;
}
