import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';
import type {
  BuildingType,
  ConstructionClass,
  ConsumptionAnswers,
  ConsumptionComparison,
  GuideInputOption,
  GuideInputType,
  LeadTransferState,
  PreferredContactTime,
} from '@fuel/domain/leads';

// Guides, their comparisons and leads (issue #14). Owned by the leads module.

/** A lead guide (spec 1 §3 Guide): `GET /api/leads/guide/{key}`. */
export const guides = pgTable('guide', {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  title: text().notNull(),
});

/** A guide's step; steps are shown by `orderWeight` (spec 1 §4). */
export const guideSteps = pgTable(
  'guide_step',
  {
    id: serial().primaryKey(),
    guideId: integer()
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    orderWeight: integer().notNull(),
    title: text().notNull(),
  },
  (t) => [index().on(t.guideId, t.orderWeight)],
);

/** One question of a step; `key` is the answer's name in the compare call, unique within the guide. */
export const guideInputs = pgTable(
  'guide_input',
  {
    id: serial().primaryKey(),
    guideId: integer()
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    stepId: integer()
      .notNull()
      .references(() => guideSteps.id, { onDelete: 'cascade' }),
    /** Order within the step. */
    position: integer().notNull(),
    key: text().notNull(),
    type: text().$type<GuideInputType>().notNull(),
    label: text().notNull(),
    helpText: text(),
    unit: text(),
    min: integer(),
    max: integer(),
    options: jsonb().$type<GuideInputOption[]>(),
  },
  (t) => [
    unique('guide_input_key').on(t.guideId, t.key),
    index().on(t.stepId, t.position),
    check('guide_input_type', sql`${t.type} in ('choice', 'number', 'yesNo', 'postalCode')`),
  ],
);

/**
 * An anonymised comparison: only what groups similar households and their consumption per m² (no postal
 * code, no session). From 20 comparable rows on the percentile uses these instead of the reference values.
 */
export const guideComparisons = pgTable(
  'guide_comparison',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    guideId: integer()
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    countryId: smallint().$type<CountryId>().notNull(),
    buildingType: text().$type<BuildingType>().notNull(),
    constructionClass: text().$type<ConstructionClass>().notNull(),
    hotWaterByOil: boolean().notNull(),
    kwhPerSquareMetre: real().notNull(),
    /**
     * SHA-256 of the guide, the site's day and the canonical answers: the same household comparing again the
     * same day (a reload, a page without JavaScript rendering its result) is counted once.
     */
    dedupeKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guide_comparison_group_index').on(
      t.guideId,
      t.buildingType,
      t.constructionClass,
      t.hotWaterByOil,
      // The pool is the group's newest comparisons: the index, read backwards, hands them over in order.
      t.createdAt,
      t.id,
    ),
  ],
);

/**
 * A household's request for a modernisation offer (`/leads/lead-formular`): contact data, the consent as
 * shown, the guide's answers and result. Double opt-in: only a confirmed lead goes to the partner. Deleted
 * on request (a row delete; the audit log keeps who and when, not the data).
 */
export const leads = pgTable(
  'lead',
  {
    id: uuid().primaryKey().defaultRandom(),
    guideId: integer()
      .notNull()
      .references(() => guides.id),
    countryId: smallint().$type<CountryId>().notNull(),
    salutation: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    zipCode: text().notNull(),
    /** e.g. 'vormittags', 'nachmittags', 'abends', 'egal'. */
    preferredContactTime: text().$type<PreferredContactTime>().notNull(),
    message: text(),
    answers: jsonb().$type<ConsumptionAnswers>().notNull(),
    result: jsonb().$type<ConsumptionComparison>().notNull(),
    /** The consent text exactly as shown, its version and when it was given (GDPR art. 7). */
    consentText: text().notNull(),
    consentVersion: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull(),
    /** SHA-256 of the double opt-in link's token; kept after confirming, so a second click answers the same. */
    confirmTokenHash: text().unique(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** The browser's Idempotency-Key: a repeated submit answers the same lead. */
    idempotencyKey: text().unique(),
    transferStatus: text().$type<LeadTransferState>().notNull().default('unconfirmed'),
    transferAttempts: integer().notNull().default(0),
    /** Next try; for `sending` the lease's end. */
    nextTransferAt: timestamp({ withTimezone: true }),
    lastTransferError: text(),
    partnerReference: text(),
    transferredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.createdAt),
    index().on(t.transferStatus, t.nextTransferAt),
    check(
      'lead_transfer_status',
      sql`${t.transferStatus} in ('unconfirmed', 'pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);
