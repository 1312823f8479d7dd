import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { newsArticles } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type NewsArticleRow = typeof newsArticles.$inferSelect;

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

/** What the site shows: published articles whose time has come (a scheduled one waits for its job). */
const onSite = (countryId: CountryId) =>
  and(
    eq(newsArticles.countryId, countryId),
    eq(newsArticles.state, 'published'),
    lte(newsArticles.publishedAt, sql`now()`),
  );

@Injectable()
export class NewsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  page(countryId: CountryId, offset: number, limit: number): Promise<NewsArticleRow[]> {
    return this.runner.db
      .select()
      .from(newsArticles)
      .where(onSite(countryId))
      .orderBy(...newestFirst)
      .offset(offset)
      .limit(limit);
  }

  async total(countryId: CountryId): Promise<number> {
    const [row] = await this.runner.db.select({ n: count() }).from(newsArticles).where(onSite(countryId));
    return row?.n ?? 0;
  }

  async newestFeatured(countryId: CountryId): Promise<NewsArticleRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(newsArticles)
      .where(and(onSite(countryId), eq(newsArticles.featured, true)))
      .orderBy(...newestFirst)
      .limit(1);
    return row;
  }

  async bySlug(countryId: CountryId, slug: string): Promise<NewsArticleRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(newsArticles)
      .where(and(onSite(countryId), eq(newsArticles.slug, slug)));
    return row;
  }
}
