import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { adCampaigns, adSlots, adverts, auditEvents } from '@fuel/db';
import { TransactionRunner } from '../../../../core/database/transaction-runner.js';
import type { SlotInput } from '../slots/dto/slot.input.js';
import type { CampaignInput } from './dto/campaign.input.js';

/** Test helpers of the campaigns and slots e2e specs: their own rows, removed afterwards. */

/** Who manages ads (ads.manage), and kinds of signed-in users who may not (403). */
export const ADS_ROLES = ['AdManager', 'Admin'] as const;
export const NOT_ADS_ROLES = ['customer', 'Marketing', 'Editor', 'CustomerSupport'] as const;

const HOUR = 3_600_000;
export const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
export { HOUR };

export function uniqueKey(prefix = 'test'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export function slotInput(change: Partial<SlotInput> = {}): SlotInput {
  return {
    key: uniqueKey(),
    name: 'Test-Seitenleiste',
    slotTypeId: 2,
    width: 300,
    height: 250,
    appliesZipFiltering: true,
    countryIds: [1],
    ...change,
  };
}

export function campaignInput(change: Partial<CampaignInput> = {}): CampaignInput {
  return {
    name: 'Testkampagne',
    campaignTypeId: 1,
    status: 'active',
    startsAt: at(-HOUR),
    endsAt: null,
    countryIds: [1],
    zipTargets: [],
    weight: 10,
    dailyImpressionCap: null,
    advertIds: [],
    slotIds: [],
    ...change,
  };
}

/** An advert written directly (the adverts API is another part's), named for the test. */
export async function insertTestAdvert(app: NestExpressApplication, name = 'Testanzeige'): Promise<number> {
  const [row] = await app
    .get(TransactionRunner)
    .db.insert(adverts)
    .values({ name, advertiser: 'Test GmbH', html: '<p>Test</p>' })
    .returning({ id: adverts.id });
  if (!row) throw new Error('advert insert returned no row');
  return row.id;
}

/** Removes the test's campaigns (with their figures), then its slots and adverts. */
export async function removeTestRows(
  app: NestExpressApplication,
  rows: { campaigns?: number[]; slots?: number[]; adverts?: number[] },
): Promise<void> {
  const db = app.get(TransactionRunner).db;
  const campaigns = rows.campaigns?.splice(0) ?? [];
  const slots = rows.slots?.splice(0) ?? [];
  const advertIds = rows.adverts?.splice(0) ?? [];
  if (campaigns.length > 0) await db.delete(adCampaigns).where(inArray(adCampaigns.id, campaigns));
  if (slots.length > 0) await db.delete(adSlots).where(inArray(adSlots.id, slots));
  if (advertIds.length > 0) await db.delete(adverts).where(inArray(adverts.id, advertIds));
}

/** The audit actions of an entity, oldest first. */
export async function auditActions(
  app: NestExpressApplication,
  entityType: string,
  entityId: number,
): Promise<{ action: string; before: unknown; after: unknown }[]> {
  const rows = await app
    .get(TransactionRunner)
    .db.select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, String(entityId))))
    .orderBy(desc(auditEvents.id));
  return rows.reverse();
}
