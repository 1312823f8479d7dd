import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AddressType, EmailTokenPurpose } from '@fuel/domain/accounts';
import type { CountryId } from '@fuel/domain/common';
import { dealers } from './market.js';

/**
 * Customers, guests, dealer staff and back-office staff. The e-mail is stored lower-cased (checked), so the
 * unique index is case-insensitive; guests and password-less registrations have no password hash.
 * An address belongs to at most one account, but may also stand on any number of guest rows: every guest
 * checkout gets a row of its own, so a stranger typing someone's address never reaches their guest orders.
 */
export const users = pgTable(
  'user',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    /** argon2id PHC string. */
    passwordHash: text(),
    /** Salutation (Herr, Frau, Divers). */
    title1: text(),
    /** Academic title (Dr., Prof., Prof. Dr.). */
    title2: text(),
    firstName: text(),
    lastName: text(),
    company: text(),
    phone: text(),
    /** Stored role names; computed roles (customer, mex customer) are added when a token is issued. */
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isGuest: boolean().notNull().default(false),
    hasMexEnabled: boolean().notNull().default(false),
    /** Dealer staff belong to one dealer; a regenerated demo market unlinks them rather than failing. */
    dealerId: integer().references(() => dealers.id, { onDelete: 'set null' }),
    /** Site the account was created on (1 de, 2 at, 3 ch): the site of its mails. */
    countryId: smallint().$type<CountryId>().notNull().default(1),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    notificationsConfirmedAt: timestamp({ withTimezone: true }),
    /** Set by staff: a locked account cannot sign in and its sessions end at once. */
    lockedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_email_lower_case', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('user_account_email_unique')
      .on(t.email)
      .where(sql`${t.isGuest} = false`),
    index('user_email_idx').on(t.email),
    // Back-office user search on a million rows (prefix matches, keyset by id): the e-mail is stored
    // lower-cased, so a text_pattern_ops index serves `email LIKE 'prefix%'` whatever the collation; names
    // match by the prefix of their lower-cased form, roles by array containment (GIN). No btree serves
    // '%x%', so the search offers prefixes only.
    index('user_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('user_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('user_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('user_roles_idx').using('gin', t.roles),
  ],
);

export const userAddresses = pgTable(
  'user_address',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<AddressType>().notNull(),
    title1: text(),
    title2: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    company: text(),
    street: text().notNull(),
    houseNumber: text().notNull(),
    zipCode: text().notNull(),
    city: text().notNull(),
    countryId: smallint().$type<CountryId>().notNull(),
    phone: text(),
    /** Order in which the customer listed the addresses. */
    position: smallint().notNull().default(0),
  },
  (t) => [index().on(t.userId), check('user_address_type', sql`${t.type} in ('delivery', 'invoice')`)],
);

/** A customer's favourite dealers (`POST /api/jwt/kunde/set/favourite`). */
export const userFavouriteDealers = pgTable(
  'user_favourite_dealer',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealerId] })],
);

/**
 * Rotating refresh tokens: only the SHA-256 of the token is kept. Every rotation adds a row to the family;
 * presenting a used token again revokes the whole family (theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_token',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Staff member acting as the customer in this family (impersonation). */
    impersonatorId: integer().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

/** Single-use links sent by e-mail; only the SHA-256 of the token is kept. */
export const emailTokens = pgTable(
  'email_token',
  {
    id: serial().primaryKey(),
    purpose: text().$type<EmailTokenPurpose>().notNull(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Purpose-specific data, e.g. the new address of an e-mail change. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);

/** Every request a staff member makes while acting as a customer, and the start and end of it. */
export const impersonationLog = pgTable(
  'impersonation_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    staffUserId: integer()
      .notNull()
      .references(() => users.id),
    customerUserId: integer()
      .notNull()
      .references(() => users.id),
    action: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customerUserId, t.at), index().on(t.staffUserId, t.at)],
);
