import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { newsArticles } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { PublicationState } from '@fuel/domain/content';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { NewsArticleRow } from './news.repository.js';

export type NewNewsArticle = typeof newsArticles.$inferInsert;

export interface CmsNewsFilter {
  readonly countryId?: CountryId;
  readonly state?: PublicationState;
  readonly q?: string;
}

const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's SQL on news_article (the sites' reads are NewsRepository's). */
@Injectable()
export class CmsNewsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  private where(filter: CmsNewsFilter): SQL | undefined {
    return and(
      filter.countryId ? eq(newsArticles.countryId, filter.countryId) : undefined,
      filter.state ? eq(newsArticles.state, filter.state) : undefined,
      filter.q
        ? or(
            ilike(newsArticles.slug, likeLiteral(filter.q)),
            ilike(newsArticles.title, likeLiteral(filter.q)),
            sql`${newsArticles.draft}->>'title' ilike ${likeLiteral(filter.q)}`,
          )
        : undefined,
    );
  }

  /** Newest change first. */
  list(filter: CmsNewsFilter, offset: number, limit: number): Promise<NewsArticleRow[]> {
    return this.runner.db
      .select()
      .from(newsArticles)
      .where(this.where(filter))
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .offset(offset)
      .limit(limit);
  }

  async total(filter: CmsNewsFilter): Promise<number> {
    const [row] = await this.runner.db.select({ n: count() }).from(newsArticles).where(this.where(filter));
    return row?.n ?? 0;
  }

  async byId(id: number): Promise<NewsArticleRow | undefined> {
    const [row] = await this.runner.db.select().from(newsArticles).where(eq(newsArticles.id, id));
    return row;
  }

  async lock(id: number): Promise<NewsArticleRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.id, id))
      .for('update');
    return row;
  }

  /** Undefined when the site already has an article with this slug. */
  async insert(article: NewNewsArticle): Promise<NewsArticleRow | undefined> {
    const [row] = await this.runner.db.insert(newsArticles).values(article).onConflictDoNothing().returning();
    return row;
  }

  async slugTaken(countryId: CountryId, slug: string, exceptId: number): Promise<boolean> {
    const [row] = await this.runner.db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(and(eq(newsArticles.countryId, countryId), eq(newsArticles.slug, slug)));
    return row !== undefined && row.id !== exceptId;
  }

  /** Undefined when a new slug clashes with another article of the site (a rename racing another). */
  async updateSlugged(id: number, fields: Partial<NewNewsArticle>): Promise<NewsArticleRow | undefined> {
    try {
      return await this.update(id, fields);
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async update(id: number, fields: Partial<NewNewsArticle>): Promise<NewsArticleRow> {
    const [row] = await this.runner.db
      .update(newsArticles)
      .set(fields)
      .where(eq(newsArticles.id, id))
      .returning();
    if (!row) throw new Error(`news article ${id} not updated`);
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.runner.db.delete(newsArticles).where(eq(newsArticles.id, id));
  }

  async dueIds(now: Date): Promise<number[]> {
    const rows = await this.runner.db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(and(isNotNull(newsArticles.scheduledAt), lte(newsArticles.scheduledAt, now)))
      .orderBy(asc(newsArticles.scheduledAt), asc(newsArticles.id));
    return rows.map((row) => row.id);
  }
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite raise it (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
