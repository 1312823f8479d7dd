import { Injectable } from '@nestjs/common';
import { and, arrayContains, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { siteNotices } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { NoticePlacement } from '@fuel/domain/content';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type SiteNoticeRow = typeof siteNotices.$inferSelect;
export type SiteNoticeValues = Omit<typeof siteNotices.$inferInsert, 'id' | 'createdAt'>;

/** The only place with SQL on site_notice. */
@Injectable()
export class NoticesRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** Every notice (of a site), the latest start first. */
  list(countryId: CountryId | undefined): Promise<SiteNoticeRow[]> {
    return this.runner.db
      .select()
      .from(siteNotices)
      .where(countryId ? arrayContains(siteNotices.countryIds, [countryId]) : undefined)
      .orderBy(desc(siteNotices.startsAt), desc(siteNotices.id));
  }

  /** The notices of a site and placements showing at `now`, highest priority first. */
  live(countryId: CountryId, placements: readonly NoticePlacement[], now: Date): Promise<SiteNoticeRow[]> {
    return this.runner.db
      .select()
      .from(siteNotices)
      .where(
        and(
          eq(siteNotices.active, true),
          inArray(siteNotices.placement, [...placements]),
          arrayContains(siteNotices.countryIds, [countryId]),
          lte(siteNotices.startsAt, now),
          or(isNull(siteNotices.endsAt), gt(siteNotices.endsAt, now)),
        ),
      )
      .orderBy(desc(siteNotices.priority), desc(siteNotices.startsAt), desc(siteNotices.id));
  }

  async byId(id: number, lock = false): Promise<SiteNoticeRow | undefined> {
    const query = this.runner.db.select().from(siteNotices).where(eq(siteNotices.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async insert(values: SiteNoticeValues): Promise<SiteNoticeRow> {
    const [row] = await this.runner.db.insert(siteNotices).values(values).returning();
    if (!row) throw new Error('site_notice insert returned no row');
    return row;
  }

  async update(id: number, values: SiteNoticeValues): Promise<SiteNoticeRow | undefined> {
    const [row] = await this.runner.db
      .update(siteNotices)
      .set(values)
      .where(eq(siteNotices.id, id))
      .returning();
    return row;
  }

  async remove(id: number): Promise<SiteNoticeRow | undefined> {
    const [row] = await this.runner.db.delete(siteNotices).where(eq(siteNotices.id, id)).returning();
    return row;
  }
}
