import { Injectable } from '@nestjs/common';
import { and, count, desc, eq } from 'drizzle-orm';
import { newsArticles } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

export type NewsArticleRow = typeof newsArticles.$inferSelect;

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

@Injectable()
export class NewsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  page(countryId: CountryId, offset: number, limit: number): Promise<NewsArticleRow[]> {
    return this.runner.db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.countryId, countryId))
      .orderBy(...newestFirst)
      .offset(offset)
      .limit(limit);
  }

  async total(countryId: CountryId): Promise<number> {
    const [row] = await this.runner.db
      .select({ n: count() })
      .from(newsArticles)
      .where(eq(newsArticles.countryId, countryId));
    return row?.n ?? 0;
  }

  async newestFeatured(countryId: CountryId): Promise<NewsArticleRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.countryId, countryId), eq(newsArticles.featured, true)))
      .orderBy(...newestFirst)
      .limit(1);
    return row;
  }

  async bySlug(countryId: CountryId, slug: string): Promise<NewsArticleRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.countryId, countryId), eq(newsArticles.slug, slug)));
    return row;
  }
}
