import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { contentBlocks } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { ContentBlockKey } from '@fuel/domain/content';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type ContentBlockRow = typeof contentBlocks.$inferSelect;

/** The only place with SQL on content_block. */
@Injectable()
export class BlocksRepository {
  constructor(private readonly runner: TransactionRunner) {}

  ofSite(countryId: CountryId): Promise<ContentBlockRow[]> {
    return this.runner.db.select().from(contentBlocks).where(eq(contentBlocks.countryId, countryId));
  }

  /** The stored blocks of one key on every site (the mail signatures). */
  ofKey(key: ContentBlockKey): Promise<ContentBlockRow[]> {
    return this.runner.db.select().from(contentBlocks).where(eq(contentBlocks.key, key));
  }

  /** The block as it is, locked until the transaction ends (so the audit's `before` is exact). */
  async lockOne(countryId: CountryId, key: ContentBlockKey): Promise<ContentBlockRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(contentBlocks)
      .where(this.where(countryId, key))
      .for('update');
    return row;
  }

  async upsert(
    countryId: CountryId,
    key: ContentBlockKey,
    value: string,
    updatedBy: number | null,
  ): Promise<ContentBlockRow> {
    const updatedAt = new Date();
    const [row] = await this.runner.db
      .insert(contentBlocks)
      .values({ countryId, key, value, updatedAt, updatedBy })
      .onConflictDoUpdate({
        target: [contentBlocks.countryId, contentBlocks.key],
        set: { value, updatedAt, updatedBy },
      })
      .returning();
    if (!row) throw new Error('content_block upsert returned no row');
    return row;
  }

  async remove(countryId: CountryId, key: ContentBlockKey): Promise<void> {
    await this.runner.db.delete(contentBlocks).where(this.where(countryId, key));
  }

  private where(countryId: CountryId, key: ContentBlockKey) {
    return and(eq(contentBlocks.countryId, countryId), eq(contentBlocks.key, key));
  }
}
