import { boolean, index, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';

/**
 * A news article of one site. `slug` is the `artikelString` of `/news/artikel/{artikelString}`; `content`
 * is article HTML; the API sanitises it to an allow-list whenever it serves it (news module).
 * `filePath` is the article image; without one the site shows its fallback image. Rows with `isDemo`
 * come from the demo seed.
 */
export const newsArticles = pgTable(
  'news_article',
  {
    id: serial().primaryKey(),
    countryId: smallint().$type<CountryId>().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    teaser: text().notNull(),
    content: text().notNull(),
    filePath: text(),
    imageAlt: text(),
    author: text().notNull(),
    /** Featured articles lead the news page; the newest featured one wins. */
    featured: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean().notNull().default(false),
  },
  (t) => [unique().on(t.countryId, t.slug), index().on(t.countryId, t.publishedAt)],
);
