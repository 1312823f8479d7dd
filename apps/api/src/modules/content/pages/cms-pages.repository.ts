import { Injectable } from '@nestjs/common';
import { and, arrayContains, asc, eq, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { cmsPages, cmsPageSites } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { PageKind, PublicationState } from '@fuel/domain/content';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type NewCmsPage = typeof cmsPages.$inferInsert;

export interface CmsPageFilter {
  readonly countryId?: CountryId;
  readonly kind?: PageKind;
  readonly state?: PublicationState;
  readonly q?: string;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const treeOrder = [asc(cmsPages.sortOrder), asc(cmsPages.path), asc(cmsPages.id)];

/** The only place with SQL on cms_page and cms_page_site. */
@Injectable()
export class CmsPagesRepository {
  constructor(private readonly runner: TransactionRunner) {}

  list(filter: CmsPageFilter): Promise<CmsPageRow[]> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.countryId) conditions.push(arrayContains(cmsPages.countryIds, [filter.countryId]));
    if (filter.kind) conditions.push(eq(cmsPages.kind, filter.kind));
    if (filter.state) conditions.push(eq(cmsPages.state, filter.state));
    if (filter.q) {
      const pattern = likeLiteral(filter.q);
      conditions.push(
        or(
          ilike(cmsPages.path, pattern),
          ilike(cmsPages.title, pattern),
          sql`${cmsPages.draft}->>'title' ilike ${pattern}`,
        ),
      );
    }
    return this.runner.db
      .select()
      .from(cmsPages)
      .where(and(...conditions))
      .orderBy(...treeOrder);
  }

  async byId(id: number): Promise<CmsPageRow | undefined> {
    const [row] = await this.runner.db.select().from(cmsPages).where(eq(cmsPages.id, id));
    return row;
  }

  /** The row locked until the transaction ends: saves, publications and deletions of one page queue up. */
  async lock(id: number): Promise<CmsPageRow | undefined> {
    const [row] = await this.runner.db.select().from(cmsPages).where(eq(cmsPages.id, id)).for('update');
    return row;
  }

  children(parentId: number): Promise<CmsPageRow[]> {
    return this.runner.db
      .select()
      .from(cmsPages)
      .where(eq(cmsPages.parentId, parentId))
      .orderBy(...treeOrder);
  }

  async hasChildren(id: number): Promise<boolean> {
    const [row] = await this.runner.db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(eq(cmsPages.parentId, id))
      .limit(1);
    return row !== undefined;
  }

  async insert(page: NewCmsPage): Promise<CmsPageRow> {
    const [row] = await this.runner.db.insert(cmsPages).values(page).returning();
    if (!row) throw new Error('cms page not written');
    return row;
  }

  async update(id: number, fields: Partial<NewCmsPage>): Promise<CmsPageRow> {
    const [row] = await this.runner.db.update(cmsPages).set(fields).where(eq(cmsPages.id, id)).returning();
    if (!row) throw new Error(`cms page ${id} not updated`);
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.runner.db.delete(cmsPages).where(eq(cmsPages.id, id));
  }

  /**
   * Claims `path` on each of `countryIds` for the page (its former claims go). Returns the sites where another
   * page holds the path: then nothing may commit (the caller throws). A parallel claim of the same path waits
   * for the other transaction and then finds it taken.
   */
  async claimPath(pageId: number, path: string, countryIds: readonly CountryId[]): Promise<CountryId[]> {
    const db = this.runner.db;
    await db.delete(cmsPageSites).where(eq(cmsPageSites.pageId, pageId));
    const claimed = await db
      .insert(cmsPageSites)
      .values(countryIds.map((countryId) => ({ countryId, path, pageId })))
      .onConflictDoNothing()
      .returning({ countryId: cmsPageSites.countryId });
    const mine = new Set(claimed.map((row) => row.countryId));
    return countryIds.filter((countryId) => !mine.has(countryId));
  }

  /** The page at a path of a site, whatever its state. */
  async bySitePath(countryId: CountryId, path: string): Promise<CmsPageRow | undefined> {
    const [row] = await this.runner.db
      .select({ page: cmsPages })
      .from(cmsPageSites)
      .innerJoin(cmsPages, eq(cmsPages.id, cmsPageSites.pageId))
      .where(and(eq(cmsPageSites.countryId, countryId), eq(cmsPageSites.path, path)));
    return row?.page;
  }

  /** Published pages of a site in tree order (a published page whose title is set). */
  publishedOnSite(countryId: CountryId, kind?: PageKind): Promise<CmsPageRow[]> {
    return this.runner.db
      .select()
      .from(cmsPages)
      .where(
        and(
          arrayContains(cmsPages.countryIds, [countryId]),
          eq(cmsPages.state, 'published'),
          isNotNull(cmsPages.title),
          kind ? eq(cmsPages.kind, kind) : undefined,
        ),
      )
      .orderBy(...treeOrder);
  }

  publishedChildren(countryId: CountryId, parentId: number): Promise<CmsPageRow[]> {
    return this.runner.db
      .select()
      .from(cmsPages)
      .where(
        and(
          eq(cmsPages.parentId, parentId),
          arrayContains(cmsPages.countryIds, [countryId]),
          eq(cmsPages.state, 'published'),
          isNotNull(cmsPages.title),
        ),
      )
      .orderBy(...treeOrder);
  }

  /** Of `paths`, those published on each of `countryIds` (for the link check). */
  async publishedOnAll(paths: readonly string[], countryIds: readonly CountryId[]): Promise<Set<string>> {
    if (paths.length === 0 || countryIds.length === 0) return new Set();
    const rows = await this.runner.db
      .select({ path: cmsPageSites.path, sites: sql<number>`count(distinct ${cmsPageSites.countryId})::int` })
      .from(cmsPageSites)
      .innerJoin(cmsPages, eq(cmsPages.id, cmsPageSites.pageId))
      .where(
        and(
          inArray(cmsPageSites.path, [...paths]),
          inArray(cmsPageSites.countryId, [...countryIds]),
          eq(cmsPages.state, 'published'),
        ),
      )
      .groupBy(cmsPageSites.path);
    return new Set(rows.filter((row) => row.sites === countryIds.length).map((row) => row.path));
  }

  /** Ids of pages whose scheduled publication is due. */
  async dueIds(now: Date): Promise<number[]> {
    const rows = await this.runner.db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(isNotNull(cmsPages.scheduledAt), lte(cmsPages.scheduledAt, now)))
      .orderBy(asc(cmsPages.scheduledAt), asc(cmsPages.id));
    return rows.map((row) => row.id);
  }
}
