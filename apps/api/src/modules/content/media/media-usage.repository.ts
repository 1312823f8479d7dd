import { Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { mediaAssets, mediaUsages } from '@fuel/db';
import type { MediaUser } from '@fuel/domain/content';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

/** The only place with SQL on media_usage. */
@Injectable()
export class MediaUsageRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** Replaces what one page, article or block uses: the assets of `assetIds` and the images of `hashes`. */
  async replace(
    user: MediaUser,
    userId: string,
    assetIds: readonly number[],
    hashes: readonly string[],
  ): Promise<void> {
    const db = this.runner.db;
    await db.delete(mediaUsages).where(and(eq(mediaUsages.user, user), eq(mediaUsages.userId, userId)));
    const byHash =
      hashes.length === 0
        ? []
        : await db
            .select({ id: mediaAssets.id })
            .from(mediaAssets)
            .where(inArray(mediaAssets.sha256, [...hashes]));
    const ids = new Set([...assetIds, ...byHash.map((row) => row.id)]);
    if (ids.size === 0) return;
    await db
      .insert(mediaUsages)
      .values([...ids].map((assetId) => ({ assetId, user, userId })))
      .onConflictDoNothing();
  }
}
