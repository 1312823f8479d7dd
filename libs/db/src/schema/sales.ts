import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { dealers } from './market.js';

/**
 * A dealer's commission rate from `validFrom` on (sales list, issue #13 point 5). Changes add a row, so an
 * order is charged the rate valid when it was placed; a dealer without rows pays
 * DEFAULT_COMMISSION_BASIS_POINTS. Owned by the sales module.
 */
export const dealerCommissions = pgTable(
  'dealer_commission',
  {
    id: serial().primaryKey(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    /** 1/100 %: 350 is 3.5 %. */
    rateBasisPoints: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.dealerId, t.validFrom),
    check('dealer_commission_rate', sql`${t.rateBasisPoints} between 0 and 3000`),
  ],
);
