import { boolean, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';
import type { ProductGroupId } from '@fuel/domain/offers';
import type { PriceScope } from '@fuel/domain/prices';

/**
 * Daily gross price per 100 units (cents/Rappen) of a product group with the site's default product and
 * options, at the group's default amount (3,000 l heating oil). `scopeKey` is '' for the country, the
 * state id for a state, `{stateId}:{county name}` for a county and the zip code for a city. Rows with
 * `isDemo` are the seed's demo history (sites and states, seed only); the others come from the daily
 * snapshot of the market's offers, the only writer in production. No row: no figure for that area and day.
 */
export const priceSnapshots = pgTable(
  'price_snapshot',
  {
    date: date({ mode: 'string' }).notNull(),
    countryId: smallint().$type<CountryId>().notNull(),
    productGroupId: smallint().$type<ProductGroupId>().notNull(),
    scope: text().$type<PriceScope>().notNull(),
    scopeKey: text().notNull(),
    averageGrossPer100: integer().notNull(),
    minGrossPer100: integer().notNull(),
    maxGrossPer100: integer().notNull(),
    offerCount: integer().notNull(),
    isDemo: boolean().notNull().default(false),
  },
  // One index serves both the upsert and every read (a series of one key, or all keys of a scope on a day).
  (t) => [primaryKey({ columns: [t.countryId, t.productGroupId, t.scope, t.scopeKey, t.date] })],
);

/** A market driver shown beside the prices (Brent, EUR/USD, …); `countryId` null: shown on every site. */
export const priceFactors = pgTable('price_factor', {
  id: smallint().primaryKey(),
  countryId: smallint().$type<CountryId>(),
  name: text().notNull(),
  unit: text().notNull(),
});

/** Scale of price_factor_value.value: the stored integer is the value × 10,000. */
export const PRICE_FACTOR_VALUE_SCALE = 10_000;

export const priceFactorValues = pgTable(
  'price_factor_value',
  {
    factorId: smallint()
      .notNull()
      .references(() => priceFactors.id),
    date: date({ mode: 'string' }).notNull(),
    /** The value × PRICE_FACTOR_VALUE_SCALE. */
    value: integer().notNull(),
    isDemo: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.factorId, t.date] })],
);
