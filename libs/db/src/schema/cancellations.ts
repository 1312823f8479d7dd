import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CancellationBookedAs, CancellationCommentSide } from '@fuel/domain/orders';
import { users } from './accounts.js';
import { orders } from './orders.js';

/**
 * The back office's bookkeeping of a cancelled order (spec 2 §4 "Cancellation management"): booked or not,
 * booked with or without commission, and the feedback given. A cancelled order without a row is unbooked and
 * without feedback. Owned by the cancellations module.
 */
export const orderCancellations = pgTable(
  'order_cancellation',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    isBooked: boolean().notNull().default(false),
    bookedAs: text().$type<CancellationBookedAs>(),
    /** 0 no feedback yet, 1 feedback given (spec 2 §4). */
    feedbackStatus: smallint().notNull().default(0),
    feedbackReason: text(),
    feedbackComment: text(),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_cancellation_booked_as', sql`${t.bookedAs} in ('withCommission', 'withoutCommission')`),
    check('order_cancellation_booked', sql`${t.isBooked} = (${t.bookedAs} is not null)`),
  ],
);

/** What the customer's or the dealer's side said about a cancellation: one comment per side, by fkUserId. */
export const orderCancellationComments = pgTable(
  'order_cancellation_comment',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    side: text().$type<CancellationCommentSide>().notNull(),
    fkUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.side] }),
    check('order_cancellation_comment_side', sql`${t.side} in ('customer', 'dealer')`),
  ],
);
