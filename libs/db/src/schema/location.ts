import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';

/** Bundesland / Kanton of a site; `friendlyName` is the URL slug used by the price and dealer pages. */
export const countryStates = pgTable(
  'country_state',
  {
    id: integer().primaryKey(),
    countryId: smallint().$type<CountryId>().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    friendlyName: text().notNull(),
    mapId: text().notNull(),
  },
  (t) => [unique().on(t.countryId, t.code), unique().on(t.countryId, t.friendlyName)],
);

/** One row per postal code and place, imported from the GeoNames files at set-up time. */
export const postalCodes = pgTable(
  'postal_code',
  {
    id: serial().primaryKey(),
    countryId: smallint().$type<CountryId>().notNull(),
    zipCode: text().notNull(),
    place: text().notNull(),
    stateId: integer().references(() => countryStates.id),
    county: text(),
    community: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** A DE large-customer code's company or office instead of a town (libs/seed/src/organisation-places.ts). */
    isOrganisation: boolean().notNull().default(false),
  },
  (t) => [unique().on(t.countryId, t.zipCode, t.place), index().on(t.countryId, t.zipCode)],
);
