import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { cmsPages, mediaAssets, mediaFolders, mediaUsages, newsArticles } from '@fuel/db';
import type { MediaKind } from '@fuel/domain/content';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { MediaUsageRow } from './media-paths.js';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;
export type MediaFolderRow = typeof mediaFolders.$inferSelect;

export interface MediaListFilter {
  /** A folder's id; `null`: the root only; absent: all folders. */
  readonly folderId?: number | null;
  readonly q?: string;
  readonly kind?: MediaKind;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only place with SQL on media_asset and media_folder (media_usage: read here, written by MediaUsageRepository). */
@Injectable()
export class MediaRepository {
  constructor(private readonly runner: TransactionRunner) {}

  byIds(ids: readonly number[]): Promise<MediaAssetRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.runner.db
      .select()
      .from(mediaAssets)
      .where(inArray(mediaAssets.id, [...ids]));
  }

  async byId(id: number): Promise<MediaAssetRow | undefined> {
    const [row] = await this.byIds([id]);
    return row;
  }

  /** Assets by content address (one query; unknown hashes are absent). */
  bySha256s(hashes: readonly string[]): Promise<MediaAssetRow[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.runner.db
      .select()
      .from(mediaAssets)
      .where(inArray(mediaAssets.sha256, [...hashes]));
  }

  async bySha256(sha256: string): Promise<MediaAssetRow | undefined> {
    const [row] = await this.runner.db.select().from(mediaAssets).where(eq(mediaAssets.sha256, sha256));
    return row;
  }

  /** Inserts the asset unless one with its sha256 exists; returns the one stored (new or earlier). */
  async insertOrExisting(asset: NewMediaAsset): Promise<{ row: MediaAssetRow; created: boolean }> {
    const [inserted] = await this.runner.db
      .insert(mediaAssets)
      .values(asset)
      .onConflictDoNothing({ target: mediaAssets.sha256 })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const existing = await this.bySha256(asset.sha256);
    if (!existing) throw new Error(`media asset ${asset.sha256} neither inserted nor found`);
    return { row: existing, created: false };
  }

  private listWhere(filter: MediaListFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter.folderId === null) conditions.push(isNull(mediaAssets.folderId));
    else if (filter.folderId !== undefined) conditions.push(eq(mediaAssets.folderId, filter.folderId));
    if (filter.kind) conditions.push(eq(mediaAssets.kind, filter.kind));
    if (filter.q) {
      const pattern = likeLiteral(filter.q);
      conditions.push(
        or(
          ilike(mediaAssets.fileName, pattern),
          ilike(mediaAssets.title, pattern),
          ilike(mediaAssets.altText, pattern),
        ),
      );
    }
    return and(...conditions);
  }

  list(filter: MediaListFilter, offset: number, limit: number): Promise<MediaAssetRow[]> {
    return this.runner.db
      .select()
      .from(mediaAssets)
      .where(this.listWhere(filter))
      .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
      .offset(offset)
      .limit(limit);
  }

  async total(filter: MediaListFilter): Promise<number> {
    const [row] = await this.runner.db.select({ n: count() }).from(mediaAssets).where(this.listWhere(filter));
    return row?.n ?? 0;
  }

  async update(
    id: number,
    fields: Pick<MediaAssetRow, 'altText' | 'title' | 'folderId'>,
  ): Promise<MediaAssetRow | undefined> {
    const [row] = await this.runner.db
      .update(mediaAssets)
      .set(fields)
      .where(eq(mediaAssets.id, id))
      .returning();
    return row;
  }

  /** Deletes the asset unless something uses it (checked in the same statement); false when used or absent. */
  async deleteUnused(id: number): Promise<MediaAssetRow | undefined> {
    const [row] = await this.runner.db
      .delete(mediaAssets)
      .where(
        and(
          eq(mediaAssets.id, id),
          sql`not exists (select 1 from ${mediaUsages} where ${mediaUsages.assetId} = ${id})`,
        ),
      )
      .returning();
    return row;
  }

  /** Who uses the asset, with the title of each page and article (published, else the draft's). */
  usagesWithLabels(assetId: number): Promise<MediaUsageRow[]> {
    return this.runner.db
      .select({
        user: mediaUsages.user,
        userId: mediaUsages.userId,
        title: sql<
          string | null
        >`coalesce(${cmsPages.title}, ${cmsPages.draft}->>'title', ${cmsPages.path}, ${newsArticles.title}, ${newsArticles.draft}->>'title')`,
      })
      .from(mediaUsages)
      .leftJoin(
        cmsPages,
        and(eq(mediaUsages.user, 'page'), sql`${cmsPages.id}::text = ${mediaUsages.userId}`),
      )
      .leftJoin(
        newsArticles,
        and(eq(mediaUsages.user, 'news'), sql`${newsArticles.id}::text = ${mediaUsages.userId}`),
      )
      .where(eq(mediaUsages.assetId, assetId))
      .orderBy(mediaUsages.user, mediaUsages.userId);
  }

  async folders(): Promise<(MediaFolderRow & { assetCount: number })[]> {
    const [folders, counts] = await Promise.all([
      this.runner.db.select().from(mediaFolders).orderBy(mediaFolders.name, mediaFolders.id),
      this.runner.db
        .select({ folderId: mediaAssets.folderId, n: count() })
        .from(mediaAssets)
        .groupBy(mediaAssets.folderId),
    ]);
    const byFolder = new Map(counts.map((row) => [row.folderId, row.n]));
    return folders.map((folder) => ({ ...folder, assetCount: byFolder.get(folder.id) ?? 0 }));
  }

  async folderById(id: number): Promise<MediaFolderRow | undefined> {
    const [row] = await this.runner.db.select().from(mediaFolders).where(eq(mediaFolders.id, id));
    return row;
  }

  /** Undefined when the parent already has a folder of this name. */
  async insertFolder(parentId: number | null, name: string): Promise<MediaFolderRow | undefined> {
    const [row] = await this.runner.db
      .insert(mediaFolders)
      .values({ parentId, name })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Deletes an empty folder (no assets, no subfolders); undefined when not empty or absent. */
  async deleteEmptyFolder(id: number): Promise<MediaFolderRow | undefined> {
    const [row] = await this.runner.db
      .delete(mediaFolders)
      .where(
        and(
          eq(mediaFolders.id, id),
          sql`not exists (select 1 from ${mediaAssets} where ${mediaAssets.folderId} = ${id})`,
          sql`not exists (select 1 from ${mediaFolders} as child where child.parent_id = ${id})`,
        ),
      )
      .returning();
    return row;
  }
}
