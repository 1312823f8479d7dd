import { Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import { adCampaignAdverts, adCampaigns, adDailyStats, adStylesheets, adverts } from '@fuel/db';
import { TransactionRunner } from '../../../../core/database/transaction-runner.js';

export type AdvertRow = typeof adverts.$inferSelect;
export type AdvertValues = Pick<typeof adverts.$inferInsert, 'name' | 'advertiser' | 'html' | 'linkUrl'>;
export type AdvertChange = Partial<AdvertValues & Pick<AdvertRow, 'stylesFileName'>>;
export type AdvertListRow = AdvertRow & { campaignCount: number };

const campaignCount = sql<number>`(select count(*)::int from ${adCampaignAdverts} where ${adCampaignAdverts.advertId} = ${adverts.id})`;

/** The only place that writes advert and ad_stylesheet; reads the campaigns and figures an advert has. */
@Injectable()
export class AdvertsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** Adverts by name, those whose name or advertiser contains `q` (any case) when given. */
  list(q: string | undefined): Promise<AdvertListRow[]> {
    const needle = q?.toLowerCase();
    return (
      this.runner.db
        .select({
          id: adverts.id,
          name: adverts.name,
          advertiser: adverts.advertiser,
          html: adverts.html,
          linkUrl: adverts.linkUrl,
          stylesFileName: adverts.stylesFileName,
          createdAt: adverts.createdAt,
          updatedAt: adverts.updatedAt,
          isDemo: adverts.isDemo,
          campaignCount,
        })
        .from(adverts)
        // strpos rather than LIKE: the term is taken literally, no wildcard to escape.
        .where(
          needle
            ? sql`strpos(lower(${adverts.name}), ${needle}) > 0 or strpos(lower(${adverts.advertiser}), ${needle}) > 0`
            : undefined,
        )
        .orderBy(sql`lower(${adverts.name})`, asc(adverts.id))
    );
  }

  async byId(id: number, lock = false): Promise<AdvertRow | undefined> {
    const query = this.runner.db.select().from(adverts).where(eq(adverts.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async stylesheetCss(fileName: string): Promise<string | null> {
    const [row] = await this.runner.db
      .select({ css: adStylesheets.css })
      .from(adStylesheets)
      .where(eq(adStylesheets.fileName, fileName));
    return row?.css ?? null;
  }

  /** The campaigns that show the advert, by name. */
  campaignsOf(advertId: number): Promise<{ id: number; name: string }[]> {
    return this.runner.db
      .select({ id: adCampaigns.id, name: adCampaigns.name })
      .from(adCampaignAdverts)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adCampaignAdverts.campaignId))
      .where(eq(adCampaignAdverts.advertId, advertId))
      .orderBy(asc(adCampaigns.name), asc(adCampaigns.id));
  }

  async hasFigures(advertId: number): Promise<boolean> {
    const [row] = await this.runner.db
      .select({ advertId: adDailyStats.advertId })
      .from(adDailyStats)
      .where(eq(adDailyStats.advertId, advertId))
      .limit(1);
    return row !== undefined;
  }

  async insert(values: AdvertValues): Promise<AdvertRow> {
    const [row] = await this.runner.db.insert(adverts).values(values).returning();
    if (!row) throw new Error('advert insert returned no row');
    return row;
  }

  async update(id: number, values: AdvertChange): Promise<AdvertRow> {
    const [row] = await this.runner.db
      .update(adverts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(adverts.id, id))
      .returning();
    if (!row) throw new Error(`advert ${id} vanished within its transaction`);
    return row;
  }

  /** Its stylesheets go with it (cascade). */
  async remove(id: number): Promise<void> {
    await this.runner.db.delete(adverts).where(eq(adverts.id, id));
  }

  /** A stylesheet by its content-derived name: the same content again is the row already there. */
  async addStylesheet(fileName: string, advertId: number, css: string): Promise<void> {
    await this.runner.db
      .insert(adStylesheets)
      .values({ fileName, advertId, css })
      .onConflictDoNothing({ target: adStylesheets.fileName });
  }
}
