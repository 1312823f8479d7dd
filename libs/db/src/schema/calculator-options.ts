import { jsonb, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';
import type { ProductGroupId } from '@fuel/domain/offers';

/** One option of a group as the back office stored it; null label or description keeps the code's text. */
export interface StoredOptionOverride {
  readonly optionId: number;
  readonly offered: boolean;
  readonly label: string | null;
  readonly description: string | null;
  /**
   * A dealer branch that does not deliver this option is not listed for the site and product group.
   * Stored only when true; rows saved before the flag existed lack it (not required).
   */
  readonly requiredForListing?: boolean;
}

/** One option group of the code catalogue as the back office changed it for a site and product group. */
export interface StoredGroupOverride {
  readonly groupId: number;
  readonly offered: boolean;
  readonly defaultOptionId: number;
  readonly options: readonly StoredOptionOverride[];
}

/**
 * The calculator's option catalogue as changed in the back office (/support/parameter-requirement), laid
 * over the code catalogue per site and product group. Owned by the offers module; groups and options not
 * listed keep the code's settings.
 */
export const calculatorOptionOverrides = pgTable(
  'calculator_option_override',
  {
    countryId: smallint().$type<CountryId>().notNull(),
    productGroupId: smallint().$type<ProductGroupId>().notNull(),
    groups: jsonb().$type<StoredGroupOverride[]>().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.productGroupId] })],
);
