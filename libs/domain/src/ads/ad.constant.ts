/**
 * Ad slots (spec 2 §3, §4, §7; issue #17). A slot is a place on the site's pages; campaigns assign adverts to
 * slots. The ids of slot and campaign types are the spec's numbers (SlotTypeId, CampaignTypeId).
 */

/** Where a slot type sits and the size it reserves (CSS pixels; the box shrinks to the column on phones). */
export interface SlotType {
  readonly id: number;
  readonly name: string;
  /** The page family the web places slots of this type on. */
  readonly placement: AdPlacement;
  readonly width: number;
  readonly height: number;
}

/** The pages that carry slots: the web's slot component is placed once on each. */
export const AD_PLACEMENTS = ['home', 'offer-list', 'prices', 'news'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const SLOT_TYPES: readonly SlotType[] = [
  { id: 1, name: 'Banner auf der Startseite', placement: 'home', width: 728, height: 90 },
  { id: 2, name: 'Seitenleiste der Angebotsliste', placement: 'offer-list', width: 300, height: 250 },
  { id: 3, name: 'Box auf den Preisseiten', placement: 'prices', width: 300, height: 250 },
  { id: 4, name: 'Kachel in den News', placement: 'news', width: 300, height: 250 },
];
export type SlotTypeId = 1 | 2 | 3 | 4;
export const SLOT_TYPE_IDS: readonly SlotTypeId[] = [1, 2, 3, 4];

export function slotTypeById(id: number): SlotType | undefined {
  return SLOT_TYPES.find((type) => type.id === id);
}

/** CampaignTypeId: 1 paid (chosen by weight), 2 house (the fallback when no paid item is there). */
export const CAMPAIGN_TYPE_IDS = [1, 2] as const;
export type CampaignTypeId = (typeof CAMPAIGN_TYPE_IDS)[number];
export const CAMPAIGN_TYPE_NAMES: Readonly<Record<CampaignTypeId, string>> = {
  1: 'Bezahlte Kampagne',
  2: 'Hauskampagne',
};

/**
 * What the ad manager set. Whether a campaign runs also depends on its period (`campaignPhase`): an
 * active campaign before its start is scheduled, after its end ended.
 */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_NAMES: Readonly<Record<CampaignStatus, string>> = {
  draft: 'Entwurf',
  active: 'Aktiv',
  paused: 'Pausiert',
};

/** Status and period together, as the back office shows a campaign. */
export type CampaignPhase = 'draft' | 'paused' | 'scheduled' | 'running' | 'ended';
export const CAMPAIGN_PHASE_NAMES: Readonly<Record<CampaignPhase, string>> = {
  draft: 'Entwurf',
  paused: 'Pausiert',
  scheduled: 'Geplant',
  running: 'Läuft',
  ended: 'Beendet',
};

/** The label every advert carries on the site (§5a UWG, §6 DDG: advertising must be recognisable). */
export const ADVERT_LABEL = 'Anzeige';

/** A slot key: lower-case words joined by hyphens (`home-banner`); it is part of the delivery URL. */
export const SLOT_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A stylesheet file name as the delivery serves it: `advert-<id>-<12 hex of its sha256>.css`. */
export const STYLES_FILE_NAME_PATTERN = /^advert-[1-9][0-9]{0,9}-[0-9a-f]{12}\.css$/;

export const AD_LIMITS = {
  slotKey: 40,
  name: 120,
  advertiser: 120,
  /** Sanitised advert HTML and its stylesheet (bytes of UTF-8). */
  html: 20_000,
  css: 20_000,
  linkUrl: 500,
  /** A campaign's weight among the paid items of a slot; 0 never shows it (parked). */
  weightMax: 1_000,
  dailyImpressionCapMax: 10_000_000,
  zipTargets: 500,
  /** Slot sizes the back office accepts (CSS pixels). */
  sizeMin: 50,
  sizeMax: 1_200,
} as const;

/**
 * The delivery's public caches: slot lists and slots for minutes (purged on every back-office change),
 * stylesheets for a year (their names change with their content).
 */
export const AD_CACHE_SECONDS = { slots: 300, content: 300, stylesheet: 31_536_000 } as const;
