import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  adCampaignAdverts,
  adCampaigns,
  adCampaignSlots,
  adSlots,
  adStylesheets,
  adverts,
  type Database,
} from '@fuel/db';
import { type SlotTypeId, slotTypeById } from '@fuel/domain/ads';
import {
  DEMO_ADVERTS,
  DEMO_CAMPAIGNS,
  DEMO_SLOT_KEYS,
  type DemoAdvert,
  type DemoCampaign,
  type DemoSlotKey,
} from './demo-ads/adverts.data.js';

export { DEMO_ADVERTS, DEMO_CAMPAIGNS, DEMO_SLOT_KEYS } from './demo-ads/adverts.data.js';

export interface DemoAdsReport {
  slots: number;
  adverts: number;
  campaigns: number;
}

/** The demo slots: one per slot type, on every site; the offer list's filters by postal code. */
const DEMO_SLOTS: Readonly<Record<DemoSlotKey, { slotTypeId: SlotTypeId; appliesZipFiltering: boolean }>> = {
  'home-banner': { slotTypeId: 1, appliesZipFiltering: false },
  'offer-list-sidebar': { slotTypeId: 2, appliesZipFiltering: true },
  'prices-box': { slotTypeId: 3, appliesZipFiltering: false },
  'news-tile': { slotTypeId: 4, appliesZipFiltering: false },
};

/** Long before any demo run: the demo campaigns run from then on, without an end. */
const DEMO_START = new Date('2025-01-01T00:00:00Z');

/** The name the back office gives a stylesheet: `advert-<id>-<12 hex of the sha256 of the scoped CSS>.css`. */
export function demoStylesFileName(advertId: number, css: string): string {
  return `advert-${advertId}-${createHash('sha256').update(css, 'utf8').digest('hex').slice(0, 12)}.css`;
}

/** The slots' rows as the seed writes them. */
export function demoSlotRows(): (typeof adSlots.$inferInsert)[] {
  return DEMO_SLOT_KEYS.map((key) => {
    const { slotTypeId, appliesZipFiltering } = DEMO_SLOTS[key];
    const type = slotTypeById(slotTypeId);
    if (!type) throw new Error(`slot type ${slotTypeId} is not defined`);
    return {
      key,
      name: type.name,
      slotTypeId,
      width: type.width,
      height: type.height,
      appliesZipFiltering,
      countryIds: [1, 2, 3],
      isDemo: true,
    };
  });
}

/**
 * Whether the seed may rewrite a demo row: it wrote it (isDemo) and nobody saved it in the back office
 * since (every save there sets updatedAt; the seed's own writes leave it at createdAt).
 */
function seedOwned(table: typeof adSlots | typeof adverts | typeof adCampaigns) {
  return sql`${table.isDemo} and ${table.updatedAt} = ${table.createdAt}`;
}

/**
 * Writes the demo ads (issue #17): the four slots on every site, house adverts in every slot, and dealers'
 * adverts targeting Munich, Berlin, Vienna and Zurich in the offer list. Idempotent: demo rows are found
 * again by key or name and rewritten in place (their ids, and so the figures counted for them, stay);
 * rows of the back office (isDemo false) and demo rows an ad manager has saved since are left alone.
 */
export async function seedDemoAds(db: Database): Promise<DemoAdsReport> {
  return db.transaction(async (tx) => {
    const slotIds = await seedSlots(tx);
    const advertIds = new Map<string, number>();
    for (const advert of DEMO_ADVERTS) advertIds.set(advert.name, await seedAdvert(tx, advert));
    for (const campaign of DEMO_CAMPAIGNS) await seedCampaign(tx, campaign, slotIds, advertIds);
    return { slots: slotIds.size, adverts: advertIds.size, campaigns: DEMO_CAMPAIGNS.length };
  });
}

/** The demo slots' ids by key; a key a back-office slot has taken is left to it (and not used). */
async function seedSlots(db: Database): Promise<Map<string, number>> {
  await db
    .insert(adSlots)
    .values(demoSlotRows())
    .onConflictDoUpdate({
      target: adSlots.key,
      set: {
        name: sql`excluded.name`,
        slotTypeId: sql`excluded.slot_type_id`,
        width: sql`excluded.width`,
        height: sql`excluded.height`,
        appliesZipFiltering: sql`excluded.applies_zip_filtering`,
        countryIds: sql`excluded.country_ids`,
      },
      setWhere: seedOwned(adSlots),
    });
  const rows = await db
    .select({ id: adSlots.id, key: adSlots.key })
    .from(adSlots)
    .where(and(eq(adSlots.isDemo, true), inArray(adSlots.key, [...DEMO_SLOT_KEYS])));
  return new Map(rows.map((row) => [row.key, row.id]));
}

async function seedAdvert(db: Database, advert: DemoAdvert): Promise<number> {
  const [existing] = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.isDemo, true), eq(adverts.name, advert.name)))
    .limit(1);
  const fields = { advertiser: advert.advertiser, html: advert.html, linkUrl: advert.linkUrl };
  let id = existing?.id;
  if (id === undefined) {
    const [row] = await db
      .insert(adverts)
      .values({ name: advert.name, ...fields, isDemo: true })
      .returning({ id: adverts.id });
    if (!row) throw new Error(`demo advert ${advert.name} was not written`);
    id = row.id;
  } else {
    const [row] = await db
      .update(adverts)
      .set(fields)
      .where(and(eq(adverts.id, id), seedOwned(adverts)))
      .returning({ id: adverts.id });
    if (!row) return id;
  }
  // The name carries the content's hash, so the same stylesheet keeps its row and name.
  const fileName = demoStylesFileName(id, advert.css);
  await db
    .insert(adStylesheets)
    .values({ fileName, advertId: id, css: advert.css })
    .onConflictDoNothing({ target: adStylesheets.fileName });
  await db.update(adverts).set({ stylesFileName: fileName }).where(eq(adverts.id, id));
  return id;
}

async function seedCampaign(
  db: Database,
  campaign: DemoCampaign,
  slotIds: ReadonlyMap<string, number>,
  advertIds: ReadonlyMap<string, number>,
): Promise<void> {
  const fields = {
    campaignTypeId: campaign.campaignTypeId,
    status: 'active' as const,
    startsAt: DEMO_START,
    endsAt: null,
    countryIds: [...campaign.countryIds],
    zipTargets: [...campaign.zipTargets],
    weight: campaign.weight,
    dailyImpressionCap: null,
  };
  const [existing] = await db
    .select({ id: adCampaigns.id })
    .from(adCampaigns)
    .where(and(eq(adCampaigns.isDemo, true), eq(adCampaigns.name, campaign.name)))
    .limit(1);
  let id = existing?.id;
  if (id === undefined) {
    const [row] = await db
      .insert(adCampaigns)
      .values({ name: campaign.name, ...fields, isDemo: true })
      .returning({ id: adCampaigns.id });
    if (!row) throw new Error(`demo campaign ${campaign.name} was not written`);
    id = row.id;
  } else {
    const [row] = await db
      .update(adCampaigns)
      .set(fields)
      .where(and(eq(adCampaigns.id, id), seedOwned(adCampaigns)))
      .returning({ id: adCampaigns.id });
    if (!row) return;
  }
  const campaignId = id;
  const advertsOf = campaign.adverts.flatMap((name) => advertIds.get(name) ?? []);
  const slotsOf = campaign.slots.flatMap((key) => slotIds.get(key) ?? []);
  await db.delete(adCampaignAdverts).where(eq(adCampaignAdverts.campaignId, campaignId));
  await db.delete(adCampaignSlots).where(eq(adCampaignSlots.campaignId, campaignId));
  if (advertsOf.length > 0) {
    await db.insert(adCampaignAdverts).values(advertsOf.map((advertId) => ({ campaignId, advertId })));
  }
  if (slotsOf.length > 0) {
    await db.insert(adCampaignSlots).values(slotsOf.map((slotId) => ({ campaignId, slotId })));
  }
}
