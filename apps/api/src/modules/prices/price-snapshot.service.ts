import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  type CountryId,
  COUNTRY_IDS,
  dailyDates,
  PRODUCT_GROUPS,
  PRODUCT_GROUP_IDS,
  siteToday,
} from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import type { NoJobData } from '../../core/jobs/job-definition.type.js';
import { JobQueue } from '../../core/jobs/job-queue.service.js';
import { PlaceDirectory } from '../location/index.js';
import { createPricer, defaultOfferRequest, MarketSnapshotService } from '../offers/index.js';
import { type CsvLineError, parseFactorCsv } from './domain/factor-csv.js';
import { aggregatePrices } from './domain/snapshot-aggregation.js';
import { PricesRepository, type SnapshotRowInput } from './prices.repository.js';

/** Cache keys of answers computed from the stored daily prices (see LocalPricesService, PricePagesService). */
const PRICE_HISTORY_CACHE_PREFIXES = ['prices:average', 'prices:faq', 'prices:range'] as const;
/** When the job looks whether a site's day has turned and today's prices are still missing. */
const CHECK_CRON = '*/15 * * * *';
/** City rows are many (one per zip and day); older ones are dropped, the chart derives them from the state. */
const CITY_HISTORY_DAYS = 400;

/** Computes the prices of every site whose today is missing. */
export const PRICE_SNAPSHOT_JOB = 'prices.snapshot';

declare module '../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [PRICE_SNAPSHOT_JOB]: NoJobData;
  }
}

export interface SnapshotReport {
  readonly countryId: CountryId;
  readonly date: string;
  readonly rows: number;
}

export interface FactorImportReport {
  readonly imported: number;
  readonly errors: CsvLineError[];
}

/**
 * The daily price snapshot: prices every branch of a site once per product group (default product and
 * options at the group's default amount; 3,000 l of heating oil), then averages over the branches serving
 * each zip code. Heating oil is stored for the site, every state, county and zip code; the other groups
 * for the site and the states. Runs as the `prices.snapshot` job at start and every 15 minutes (one run per
 * occurrence for all API processes, never two at once), for every site whose today is missing; a failed run
 * is retried with backoff, and the next check tries again anyway. Tests call runIfMissing (the job queue is
 * off under NODE_ENV=test).
 */
@Injectable()
export class PriceSnapshotService implements OnModuleInit {
  private readonly logger = new Logger(PriceSnapshotService.name);
  private running: Promise<SnapshotReport[]> | undefined;

  constructor(
    private readonly market: MarketSnapshotService,
    private readonly repository: PricesRepository,
    private readonly places: PlaceDirectory,
    private readonly cache: CacheService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: PRICE_SNAPSHOT_JOB,
      handler: () => this.runIfMissing(),
      schedule: { cron: CHECK_CRON },
      // After downtime the day may be missing; the stately queue keeps start and schedule to one run.
      runAtStart: true,
      policy: 'stately',
      retry: { limit: 3, delaySeconds: 60, backoff: true },
      timeoutSeconds: 30 * 60,
    });
  }

  /** Snapshots every site whose today has no live row yet; concurrent callers share one run. */
  runIfMissing(now = new Date()): Promise<SnapshotReport[]> {
    this.running ??= this.snapshotMissing(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async snapshotMissing(now: Date): Promise<SnapshotReport[]> {
    // A failure fails the job, which is retried; until then the pages show the newest stored day.
    const reports: SnapshotReport[] = [];
    if (this.market.current.branchCount === 0) await this.market.reload();
    for (const countryId of COUNTRY_IDS) {
      const today = siteToday(countryId, now);
      if (await this.repository.hasSnapshot(today, countryId)) continue;
      reports.push(await this.snapshot(countryId, today));
    }
    return reports;
  }

  /** Computes and stores one site's prices of `date` from the live market. */
  async snapshot(countryId: CountryId, date: string): Promise<SnapshotReport> {
    const started = performance.now();
    const branches = this.market.current.branchesOf(countryId);
    if (branches.length === 0) return { countryId, date, rows: 0 };
    const areas = await this.places.towns(countryId);
    const serving = new Map(
      areas.map((a) => [
        a.zipCode,
        this.market.current.servingBranches(countryId, a.zipCode).map((b) => b.branchId),
      ]),
    );
    const rows: SnapshotRowInput[] = [];
    for (const group of PRODUCT_GROUPS) {
      // The day's prices are those of the dealers the site lists: its options required for listing apply.
      const { requiredOptionIds } = this.market.current.catalogue(countryId, group.id);
      const pricer = createPricer({
        ...defaultOfferRequest(countryId, group.id, group.defaultAmount, date),
        requiredOptionIds,
      });
      const prices = new Map<number, number>();
      for (const branch of branches) {
        const result = pricer(branch);
        if (result.ok) prices.set(branch.branchId, result.offer.grossPer100);
      }
      const stats = aggregatePrices(prices, areas, (zip) => serving.get(zip) ?? []);
      for (const { scope, scopeKey, stats: s } of stats) {
        if (group.id !== PRODUCT_GROUP_IDS.heatingOil && (scope === 'county' || scope === 'city')) continue;
        rows.push({
          date,
          countryId,
          productGroupId: group.id,
          scope,
          scopeKey,
          averageGrossPer100: s.average,
          minGrossPer100: s.min,
          maxGrossPer100: s.max,
          offerCount: s.offerCount,
        });
      }
    }
    await this.repository.upsertSnapshots(rows);
    await this.repository.pruneCityRows(dailyDates(date, CITY_HISTORY_DAYS)[0] ?? date);
    // The new day shows at once, not when the answers cached from yesterday's rows expire.
    await Promise.all(
      PRICE_HISTORY_CACHE_PREFIXES.map((prefix) => this.cache.deleteByPrefix(`${prefix}:${countryId}`)),
    );
    this.logger.log(
      `price snapshot ${countryId} ${date}: ${rows.length} rows in ${Math.round(performance.now() - started)} ms`,
    );
    return { countryId, date, rows: rows.length };
  }

  /** Staff's price factor file (`date,factorId,value` lines); valid lines are stored even if others fail. */
  async importFactorCsv(text: string): Promise<FactorImportReport> {
    const parsed = parseFactorCsv(text, await this.repository.knownFactorIds());
    await this.repository.upsertFactorValues(parsed.rows);
    return { imported: parsed.rows.length, errors: parsed.errors };
  }
}
