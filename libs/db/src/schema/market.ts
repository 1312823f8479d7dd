import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';
import type { PriceTier, SmallQuantitySurcharge, Surcharge } from '@fuel/domain/offers';

export const dealers = pgTable('dealer', {
  id: serial().primaryKey(),
  countryId: smallint().$type<CountryId>().notNull(),
  name: text().notNull(),
  contactName: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  street: text().notNull(),
  zipCode: text().notNull(),
  city: text().notNull(),
  /** Mean of customer ratings in hundredths of a star (0–500); kept in step with `dealer_rating`. */
  ratingAverage: integer().notNull().default(0),
  ratingCount: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const dealerBranches = pgTable(
  'dealer_branch',
  {
    id: serial().primaryKey(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id),
    countryId: smallint().$type<CountryId>().notNull(),
    name: text().notNull(),
    street: text().notNull(),
    zipCode: text().notNull(),
    city: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Delivery area as a radius around the branch; explicit postal codes may add to it. */
    deliveryRadiusKm: integer(),
    /** Working days from order to the earliest standard delivery. */
    leadTimeDays: smallint().notNull(),
    /** Weekdays the branch delivers on, bit 0 = Monday … bit 6 = Sunday. */
    deliveryWeekdays: smallint().notNull().default(31),
    /** Payment option ids of the option catalogue this branch accepts. */
    paymentOptionIds: integer().array().notNull(),
    /** Months of the instalment plan the dealer offers (PaymentModifier of the order). */
    monthlyRateCount: smallint(),
    active: boolean().notNull().default(true),
  },
  (t) => [index().on(t.dealerId), index().on(t.countryId, t.zipCode)],
);

/**
 * Every postal code a branch delivers to, materialised from its radius and explicit list, so that
 * "who delivers to 80331" is one index lookup.
 */
export const branchServiceAreas = pgTable(
  'branch_service_area',
  {
    countryId: smallint().$type<CountryId>().notNull(),
    zipCode: text().notNull(),
    branchId: integer()
      .notNull()
      .references(() => dealerBranches.id, { onDelete: 'cascade' }),
    /** 'radius' when derived from the delivery radius, 'list' when named explicitly by the dealer. */
    source: text().$type<'radius' | 'list'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.zipCode, t.branchId] }), index().on(t.branchId)],
);

/** A branch's prices for one product from `validFrom` on; the newest valid row wins. */
export const priceLists = pgTable(
  'price_list',
  {
    id: serial().primaryKey(),
    branchId: integer()
      .notNull()
      .references(() => dealerBranches.id, { onDelete: 'cascade' }),
    productId: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    minAmount: integer().notNull(),
    maxAmount: integer().notNull(),
    tiers: jsonb().$type<PriceTier[]>().notNull(),
    /** Keyed by option id; an option missing here (and not a group default) is not offered. */
    optionSurcharges: jsonb().$type<Record<string, Surcharge>>().notNull(),
    /** Per delivery point beyond the first. */
    extraStationNetFlat: integer().notNull(),
    smallQuantity: jsonb().$type<SmallQuantitySurcharge | null>(),
    /** CO₂ compensation; null when the branch does not offer the product climate-neutral. */
    climateNeutralNetPer100: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.branchId, t.productId, t.validFrom)],
);

/** Bumped by every change to dealers, branches, areas or prices, so API processes know to reload. */
export const marketRevision = pgTable('market_revision', {
  id: smallint().primaryKey(),
  revision: bigint({ mode: 'number' }).notNull(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
