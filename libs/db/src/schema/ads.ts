import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CampaignStatus, CampaignTypeId, SlotTypeId } from '@fuel/domain/ads';
import type { CountryId } from '@fuel/domain/common';

// Ad slots (issue #17): slots, adverts with their stylesheets, campaigns and their daily figures. Owned by
// the ads module. Rows with `isDemo` come from the demo seed.

/** A place on the site's pages (spec 2 §3: Id, SlotTypeId, AppliesZipFiltering) on the sites it lists. */
export const adSlots = pgTable(
  'ad_slot',
  {
    id: serial().primaryKey(),
    /** The `{key}` of `GET /api/iam/slots/{key}`. */
    key: text().notNull().unique(),
    name: text().notNull(),
    slotTypeId: smallint().$type<SlotTypeId>().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    appliesZipFiltering: boolean().notNull().default(false),
    countryIds: smallint().array().$type<CountryId[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean().notNull().default(false),
  },
  (t) => [check('ad_slot_type_check', sql`${t.slotTypeId} between 1 and 4`)],
);

/**
 * An advert (spec 2 §3: Html, StylesFileName). `html` is sanitised on save (and again when served);
 * `linkUrl` is where the advert leads when its HTML has no link of its own.
 */
export const adverts = pgTable('advert', {
  id: serial().primaryKey(),
  name: text().notNull(),
  advertiser: text().notNull(),
  html: text().notNull(),
  linkUrl: text(),
  /** The current stylesheet (`ad_stylesheet.file_name`); null without one. */
  stylesFileName: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  isDemo: boolean().notNull().default(false),
});

/**
 * An advert's stylesheet as served: sanitised and scoped to the advert. The name carries a hash of the
 * content, so a file never changes and is cached for a year; an upload adds a row.
 */
export const adStylesheets = pgTable('ad_stylesheet', {
  fileName: text().primaryKey(),
  advertId: integer()
    .notNull()
    .references(() => adverts.id, { onDelete: 'cascade' }),
  css: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A campaign (CampaignTypeId 1 paid, 2 house): its adverts shown in its slots on its sites within its
 * period, to the postal codes of `zipTargets` (digit prefixes; empty: all) where a slot filters by them.
 * `weight` is each of its items' Weight; `dailyImpressionCap` stops delivery for the rest of the site's day.
 */
export const adCampaigns = pgTable(
  'ad_campaign',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    campaignTypeId: smallint().$type<CampaignTypeId>().notNull(),
    status: text().$type<CampaignStatus>().notNull().default('draft'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Exclusive; null runs until paused. */
    endsAt: timestamp({ withTimezone: true }),
    countryIds: smallint().array().$type<CountryId[]>().notNull(),
    zipTargets: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weight: integer().notNull(),
    dailyImpressionCap: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean().notNull().default(false),
  },
  (t) => [
    check('ad_campaign_type_check', sql`${t.campaignTypeId} in (1, 2)`),
    check('ad_campaign_status_check', sql`${t.status} in ('draft', 'active', 'paused')`),
    check('ad_campaign_weight_check', sql`${t.weight} >= 0`),
    check('ad_campaign_period_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    index().on(t.status, t.startsAt),
  ],
);

/** The adverts of a campaign. */
export const adCampaignAdverts = pgTable(
  'ad_campaign_advert',
  {
    campaignId: integer()
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    advertId: integer()
      .notNull()
      .references(() => adverts.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.advertId] }), index().on(t.advertId)],
);

/** The slots a campaign's adverts show in: each (advert, slot) pair is an item of the slot. */
export const adCampaignSlots = pgTable(
  'ad_campaign_slot',
  {
    campaignId: integer()
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    slotId: integer()
      .notNull()
      .references(() => adSlots.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.slotId] }), index().on(t.slotId)],
);

/**
 * Impressions (at least half of the advert visible) and clicks per site day, campaign, advert and slot:
 * counters only, no cookie, address or other personal data. `day` is the site's calendar day.
 */
export const adDailyStats = pgTable(
  'ad_daily_stat',
  {
    day: date().notNull(),
    campaignId: integer()
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    advertId: integer()
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    slotId: integer()
      .notNull()
      .references(() => adSlots.id, { onDelete: 'cascade' }),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.campaignId, t.advertId, t.slotId] }),
    index().on(t.campaignId, t.day),
  ],
);
