import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';
import type {
  ContentBlockKey,
  ImageVariant,
  MediaKind,
  MediaUser,
  NewsContent,
  NoticePlacement,
  NoticeTone,
  PageContent,
  PageKind,
  PublicationState,
  RevisedEntity,
  RevisionAction,
} from '@fuel/domain/content';
import { users } from './accounts.js';

// Content management (issue #16): pages, news, content blocks, site notices, revisions and the media
// library. Owned by the content module (one repository per table group inside it).

const publicationCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('draft', 'scheduled', 'published', 'unpublished')`);

/**
 * A news article of one site. `slug` is the `artikelString` of `/news/artikel/{artikelString}`. The columns
 * title … featured are the published version (what the site shows); `draft` is the editor's working copy,
 * null when it equals the published version. `content` is sanitised on save and again when served.
 * `filePath` is an image outside the library (the seed's); `imageId` one from the library; with neither the
 * site shows its fallback image (spec 2 §3). Rows with `isDemo` come from the demo seed.
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
    imageId: integer().references((): AnyPgColumn => mediaAssets.id, { onDelete: 'set null' }),
    imageAlt: text(),
    author: text().notNull(),
    /** Featured articles lead the news page; the newest featured one wins. */
    featured: boolean().notNull().default(false),
    state: text().$type<PublicationState>().notNull().default('published'),
    /** When it was (or, scheduled, will be) published; the site lists by it. Null while a draft. */
    publishedAt: timestamp({ withTimezone: true }),
    draft: jsonb().$type<NewsContent>(),
    /** When a scheduled publication of the draft happens (the article stays as it is on the site until then). */
    scheduledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean().notNull().default(false),
  },
  (t) => [
    unique().on(t.countryId, t.slug),
    index().on(t.countryId, t.publishedAt),
    publicationCheck('news_article_state_check', t.state),
  ],
);

/**
 * A CMS page: a node of a tree (`parentId`), reachable at `path` on each site of `countryIds` (a page is
 * shared by several sites, or one page per site with the same path differs per site). The columns title …
 * noIndex are the published version; `draft` the working copy, null when it equals the published version.
 * `key` names the pages the shop links itself (imprint, privacy, terms, info center) independent of their path.
 */
export const cmsPages = pgTable(
  'cms_page',
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => cmsPages.id, { onDelete: 'restrict' }),
    kind: text().$type<PageKind>().notNull(),
    slug: text().notNull(),
    /** `/` + the slugs from the root, kept by the service when a slug or parent changes. */
    path: text().notNull(),
    countryIds: smallint().array().$type<CountryId[]>().notNull(),
    sortOrder: integer().notNull().default(0),
    state: text().$type<PublicationState>().notNull().default('draft'),
    title: text(),
    description: text(),
    body: text(),
    seoTitle: text(),
    seoDescription: text(),
    noIndex: boolean().notNull().default(false),
    draft: jsonb().$type<PageContent>(),
    /** When a scheduled publication happens. */
    scheduledAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.parentId, t.sortOrder),
    index().on(t.path),
    publicationCheck('cms_page_state_check', t.state),
  ],
);

/**
 * One path per site: the database refuses a second page at a path on a site. Written with the page's sites
 * and path by the pages repository in the same transaction.
 */
export const cmsPageSites = pgTable(
  'cms_page_site',
  {
    countryId: smallint().$type<CountryId>().notNull(),
    path: text().notNull(),
    pageId: integer()
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.path] }), index().on(t.pageId)],
);

/** Every saved draft, publication and restore of a page or article, newest last; restore copies one to the draft. */
export const contentRevisions = pgTable(
  'content_revision',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    entity: text().$type<RevisedEntity>().notNull(),
    entityId: integer().notNull(),
    action: text().$type<RevisionAction>().notNull(),
    content: jsonb().$type<PageContent | NewsContent>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.entity, t.entityId, t.id),
    check('content_revision_entity_check', sql`${t.entity} in ('page', 'news')`),
    check('content_revision_action_check', sql`${t.action} in ('save', 'publish', 'restore')`),
  ],
);

/** An editable text of a fixed page on one site; a missing row shows the default in code. */
export const contentBlocks = pgTable(
  'content_block',
  {
    countryId: smallint().$type<CountryId>().notNull(),
    key: text().$type<ContentBlockKey>().notNull(),
    value: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.key] })],
);

/** A short notice or call to action shown on the sites and placement given, within its period. */
export const siteNotices = pgTable(
  'site_notice',
  {
    id: serial().primaryKey(),
    countryIds: smallint().array().$type<CountryId[]>().notNull(),
    placement: text().$type<NoticePlacement>().notNull(),
    tone: text().$type<NoticeTone>().notNull().default('info'),
    title: text(),
    message: text().notNull(),
    linkLabel: text(),
    linkUrl: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Null: until switched off. */
    endsAt: timestamp({ withTimezone: true }),
    /** Higher first. */
    priority: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.placement, t.active, t.startsAt),
    check('site_notice_period_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('site_notice_tone_check', sql`${t.tone} in ('info', 'success', 'warning')`),
  ],
);

/** A folder of the media library (one level of nesting is enough to find things; `parentId` allows more). */
export const mediaFolders = pgTable(
  'media_folder',
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => mediaFolders.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.parentId, t.name).nullsNotDistinct()],
);

/**
 * An uploaded image or PDF. `sha256` addresses the stored original and its variants (`/media/<sha256>/…`),
 * so their URLs never change meaning and are cached for a year; the same file uploaded twice is one asset.
 */
export const mediaAssets = pgTable(
  'media_asset',
  {
    id: serial().primaryKey(),
    folderId: integer().references(() => mediaFolders.id, { onDelete: 'set null' }),
    kind: text().$type<MediaKind>().notNull(),
    /** As uploaded, for the library's list and downloads; never used as a storage path. */
    fileName: text().notNull(),
    /** Sniffed from the content. */
    contentType: text().notNull(),
    bytes: integer().notNull(),
    sha256: text().notNull().unique(),
    width: integer(),
    height: integer(),
    altText: text(),
    title: text(),
    /** The original's URL path (`/media/<sha256>/original.<ext>`), EXIF stripped. */
    path: text().notNull(),
    variants: jsonb().$type<ImageVariant[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.folderId, t.createdAt),
    check('media_asset_kind_check', sql`${t.kind} in ('image', 'pdf')`),
  ],
);

/** Where a media item is used, written by whoever saves the user (page, article, block) in its transaction. */
export const mediaUsages = pgTable(
  'media_usage',
  {
    assetId: integer()
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    user: text().$type<MediaUser>().notNull(),
    /** The page's or article's id, or a block's `<countryId>:<key>`. */
    userId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.user, t.userId] }), index().on(t.user, t.userId)],
);
