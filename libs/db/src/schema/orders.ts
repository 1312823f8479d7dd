import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import type { CountryId } from '@fuel/domain/common';
import type { CalculatorConfiguration, ProductGroupId } from '@fuel/domain/offers';
import type {
  DeliveryPointDraft,
  FrozenPrice,
  OrderActor,
  OrderAddress,
  OrderStatus,
  PaymentChoice,
  PaymentStatus,
} from '@fuel/domain/orders';
import { dealerBranches, dealers } from './market.js';

/**
 * A dealer offer re-priced on the server and held for the customer (`POST /api/kalkulation/bestellung/
 * berechnen`). Placing an order within `heldUntil` pays this price even if the market moved.
 */
export const orderQuotes = pgTable(
  'order_quote',
  {
    id: uuid().primaryKey().defaultRandom(),
    countryId: smallint().$type<CountryId>().notNull(),
    productGroupId: smallint().$type<ProductGroupId>().notNull(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => dealerBranches.id, { onDelete: 'cascade' }),
    configuration: jsonb().$type<CalculatorConfiguration>().notNull(),
    price: jsonb().$type<FrozenPrice>().notNull(),
    paymentOptionIds: integer().array().notNull(),
    monthlyRateCount: smallint(),
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);

/** The order a user is walking through (one at a time); every step saves into it. */
export const orderDrafts = pgTable('order_draft', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quoteId: uuid()
    .notNull()
    .references(() => orderQuotes.id, { onDelete: 'cascade' }),
  deliveryAddress: jsonb().$type<OrderAddress>(),
  invoiceAddress: jsonb().$type<OrderAddress>(),
  companyName: text(),
  deliveryPoints: jsonb().$type<DeliveryPointDraft[]>(),
  invoicePerPoint: boolean().notNull().default(false),
  payment: jsonb().$type<PaymentChoice>(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'order',
  {
    id: serial().primaryKey(),
    /** Shown to customer and dealer, e.g. DE-2026-0000042. */
    orderNumber: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    countryId: smallint().$type<CountryId>().notNull(),
    productGroupId: smallint().$type<ProductGroupId>().notNull(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id),
    branchId: integer()
      .notNull()
      .references(() => dealerBranches.id),
    quoteId: uuid().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    amount: integer().notNull(),
    grossTotal: integer().notNull(),
    price: jsonb().$type<FrozenPrice>().notNull(),
    configuration: jsonb().$type<CalculatorConfiguration>().notNull(),
    deliveryAddress: jsonb().$type<OrderAddress>().notNull(),
    invoiceAddress: jsonb().$type<OrderAddress>(),
    companyName: text(),
    invoicePerPoint: boolean().notNull().default(false),
    payment: jsonb().$type<PaymentChoice>().notNull(),
    paymentStatus: text().$type<PaymentStatus>().notNull(),
    /** Reference of the payment provider (instalment, PayPal) when it approved the payment. */
    paymentReference: text(),
    deliveryDate: date({ mode: 'string' }),
    declineReason: text(),
    deliveredAmount: integer(),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.dealerId, t.status),
    // Customer support's search (newest first, keyset on placedAt and id): one index per filter it serves.
    index().on(t.placedAt, t.id),
    index().on(t.dealerId, t.placedAt, t.id),
    index().on(t.status, t.placedAt, t.id),
    index().on(t.countryId, t.placedAt, t.id),
    index('order_zip_code_placed_at_id_index').on(sql`(${t.deliveryAddress}->>'zipCode')`, t.placedAt, t.id),
    check(
      'order_status',
      sql`${t.status} in ('placed', 'confirmed', 'declined', 'delivered', 'rated', 'cancelled')`,
    ),
  ],
);

export const orderDeliveryPoints = pgTable(
  'order_delivery_point',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    address: jsonb().$type<OrderAddress>().notNull(),
    amount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** Every status change: who (user and in which capacity), when, from and to, and a note. */
export const orderEvents = pgTable(
  'order_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actor: text().$type<OrderActor>().notNull(),
    note: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
);

/** Customer support's internal notes on an order (never shown to customer or dealer). */
export const orderNotes = pgTable(
  'order_note',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.id), check('order_note_text_length', sql`char_length(${t.text}) <= 2000`)],
);

/**
 * `Idempotency-Key` of order placement: one row per key and user. `running` while the first request works,
 * then the answer it gave, replayed to every retry; kept at least 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    status: text().$type<'running' | 'done'>().notNull(),
    responseStatus: smallint(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);

/** A customer's rating of a delivered order: once per order; it feeds the dealer's rating. */
export const orderRatings = pgTable(
  'order_rating',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    stars: smallint().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.dealerId, t.createdAt), check('order_rating_stars', sql`${t.stars} between 1 and 5`)],
);

/** The link of the rating mail (`/bewerten-sie-uns/{token}/{orderId}`): stored hashed, single use, expiring. */
export const ratingTokens = pgTable('rating_token', {
  tokenHash: text().primaryKey(),
  orderId: integer()
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});
