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
import { dealerBranches, dealers } from './market.js';

/** An address as the order froze it (names and place, no link to the address book that may change). */
export interface OrderAddress {
  title1: string | null;
  title2: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  countryId: number;
  phone: string | null;
}

/** One priced line of the breakdown, money in cents/Rappen, net. */
export interface FrozenSurcharge {
  kind: string;
  optionId?: number;
  label: string;
  netPer100: number;
  netTotal: number;
}

/** The all-in price as the customer saw and accepted it. */
export interface FrozenPrice {
  dealerName: string;
  branchName: string;
  currency: string;
  amount: number;
  unit: string;
  productId: number;
  productName: string;
  climateNeutral: boolean;
  baseNetPer100: number;
  surcharges: FrozenSurcharge[];
  netTotal: number;
  vatRate: number;
  vatTotal: number;
  grossTotal: number;
  grossPer100: number;
  earliestDelivery: string;
  latestDelivery: string;
}

/** The calculator configuration of the quote (spec 1 §3), as the API received it. */
export type QuoteConfiguration = Record<string, unknown>;

export interface PaymentChoice {
  /** Option id of the payment group (11 invoice, 12 SEPA, 23 instalment, 15 PayPal). */
  paymentId: number;
  /** Handled by the marketplace rather than the dealer. */
  isInteraidPayment: boolean;
  /** Instalment months (the dealer's MonthlyRateCount). */
  modifier: number | null;
  /** SEPA only: normalised IBAN, holder and the mandate reference we generated. */
  iban?: string;
  accountHolder?: string;
  mandateReference?: string;
}

export interface DeliveryPointDraft {
  address: OrderAddress;
  amount: number;
}

/**
 * A dealer offer re-priced on the server and held for the customer (`POST /api/kalkulation/bestellung/
 * berechnen`). Placing an order within `heldUntil` pays this price even if the market moved.
 */
export const orderQuotes = pgTable(
  'order_quote',
  {
    id: uuid().primaryKey().defaultRandom(),
    countryId: smallint().notNull(),
    productGroupId: smallint().notNull(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => dealerBranches.id, { onDelete: 'cascade' }),
    configuration: jsonb().$type<QuoteConfiguration>().notNull(),
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

export type OrderStatusValue = 'placed' | 'confirmed' | 'declined' | 'delivered' | 'rated' | 'cancelled';
/** `open`: paid later (invoice, SEPA after delivery); `authorized`: a provider approved it; never 'paid' here. */
export type PaymentStatus = 'open' | 'authorized';

export const orders = pgTable(
  'order',
  {
    id: serial().primaryKey(),
    /** Shown to customer and dealer, e.g. DE-2026-0000042. */
    orderNumber: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    countryId: smallint().notNull(),
    productGroupId: smallint().notNull(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id),
    branchId: integer()
      .notNull()
      .references(() => dealerBranches.id),
    quoteId: uuid().notNull(),
    status: text().$type<OrderStatusValue>().notNull(),
    amount: integer().notNull(),
    grossTotal: integer().notNull(),
    price: jsonb().$type<FrozenPrice>().notNull(),
    configuration: jsonb().$type<QuoteConfiguration>().notNull(),
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
    fromStatus: text().$type<OrderStatusValue>(),
    toStatus: text().$type<OrderStatusValue>().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actor: text().$type<'customer' | 'dealer' | 'staff'>().notNull(),
    note: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
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
