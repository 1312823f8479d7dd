import { sql } from 'drizzle-orm';
import { contentRevisions, type Database, newsArticles } from '@fuel/db';
import { demoArticles } from './demo-news/news-articles.data.js';
import { SITE_WORDS } from './demo-news/site-words.js';

export interface DemoNewsReport {
  articles: number;
}

const DAY_MS = 86_400_000;

/** Swiss Standard German writes no ß. */
function swiss(text: string): string {
  return text.replaceAll('ß', 'ss');
}

/** The demo articles of every site as rows, dated back from `now` so the news always look current. */
export function demoNewsRows(now: Date = new Date()): (typeof newsArticles.$inferInsert)[] {
  return SITE_WORDS.flatMap((site) =>
    demoArticles(site).map((article) => {
      const text = site.countryId === 3 ? swiss : (value: string) => value;
      return {
        countryId: site.countryId,
        slug: article.slug,
        title: text(article.title),
        teaser: text(article.teaser),
        content: text(article.content),
        filePath: article.filePath,
        imageAlt: article.imageAlt,
        author: article.author,
        featured: article.featured,
        publishedAt: new Date(now.getTime() - article.ageDays * DAY_MS),
        updatedAt: now,
        isDemo: true,
      };
    }),
  );
}

/**
 * Writes the demo news (at least 12 articles per site, one featured). Idempotent: a second run updates the
 * demo rows in place; articles written by staff (isDemo false) with the same slug, and demo articles edited in
 * the CMS (with revisions), are left alone.
 */
export async function seedDemoNews(db: Database, now: Date = new Date()): Promise<DemoNewsReport> {
  const rows = demoNewsRows(now);
  await db
    .insert(newsArticles)
    .values(rows)
    .onConflictDoUpdate({
      target: [newsArticles.countryId, newsArticles.slug],
      set: {
        title: sql`excluded.title`,
        teaser: sql`excluded.teaser`,
        content: sql`excluded.content`,
        filePath: sql`excluded.file_path`,
        imageAlt: sql`excluded.image_alt`,
        author: sql`excluded.author`,
        featured: sql`excluded.featured`,
        publishedAt: sql`excluded.published_at`,
        updatedAt: sql`excluded.updated_at`,
      },
      // An editor's work on a demo article (it has revisions, issue #16) is kept too.
      setWhere: sql`${newsArticles.isDemo} and not exists (select 1 from ${contentRevisions} where ${contentRevisions.entity} = 'news' and ${contentRevisions.entityId} = ${newsArticles.id})`,
    });
  return { articles: rows.length };
}
