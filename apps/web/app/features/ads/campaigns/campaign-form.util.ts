import type { CampaignInput, CampaignOutput } from '@fuel/api-client';
import { COUNTRY_IDS, type CountryId, type CountryRef } from '@fuel/domain';
import {
  AD_LIMITS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPE_IDS,
  type CampaignStatus,
  type CampaignTypeId,
  parseZipTargets,
} from '@fuel/domain/ads';
import { fieldMessageOf } from '../../../lib/errors/api-error.util';
import { parseSiteNumber } from '../../../ui';
import { formText, fromSiteLocalInput, toSiteLocalInput } from '../../content/cms';

/** What the campaign form posts, as typed (a refused post shows the form as it was sent). */
export interface CampaignFormValues {
  readonly name: string;
  readonly campaignTypeId: CampaignTypeId;
  readonly status: CampaignStatus;
  /** datetime-local in the site's time zone. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly countryIds: readonly CountryId[];
  /** Postal-code prefixes as typed: separated by commas, spaces or lines. */
  readonly zipTargets: string;
  readonly weight: string;
  readonly dailyImpressionCap: string;
  readonly advertIds: readonly number[];
  readonly slotIds: readonly number[];
}

export type CampaignField = keyof CampaignFormValues;
export type CampaignFieldErrors = Readonly<Partial<Record<CampaignField, string>>>;

const FIELDS: readonly CampaignField[] = [
  'name',
  'campaignTypeId',
  'status',
  'startsAt',
  'endsAt',
  'countryIds',
  'zipTargets',
  'weight',
  'dailyImpressionCap',
  'advertIds',
  'slotIds',
];

/** Ids of checked boxes: positive whole numbers, each once, in order. */
function idsOf(form: FormData, name: string): number[] {
  const ids = form
    .getAll(name)
    .map(String)
    .filter((value) => /^[1-9]\d{0,9}$/.test(value))
    .map(Number);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function campaignFormValues(form: FormData): CampaignFormValues {
  const sites = new Set(form.getAll('countryIds').map(String));
  const type = Number(formText(form, 'campaignTypeId'));
  const status = formText(form, 'status');
  return {
    name: formText(form, 'name').trim(),
    campaignTypeId: CAMPAIGN_TYPE_IDS.find((id) => id === type) ?? 1,
    status: CAMPAIGN_STATUSES.find((s) => s === status) ?? 'draft',
    startsAt: formText(form, 'startsAt').trim(),
    endsAt: formText(form, 'endsAt').trim(),
    countryIds: COUNTRY_IDS.filter((id) => sites.has(String(id))),
    zipTargets: formText(form, 'zipTargets').trim(),
    weight: formText(form, 'weight').trim(),
    dailyImpressionCap: formText(form, 'dailyImpressionCap').trim(),
    advertIds: idsOf(form, 'advertIds'),
    slotIds: idsOf(form, 'slotIds'),
  };
}

/** The form of a saved campaign, its times on the site's clock. */
export function campaignFormValuesOf(campaign: CampaignOutput, site: CountryRef): CampaignFormValues {
  return {
    name: campaign.name,
    campaignTypeId: campaign.campaignTypeId,
    status: campaign.status,
    startsAt: toSiteLocalInput(campaign.startsAt, site),
    endsAt: campaign.endsAt ? toSiteLocalInput(campaign.endsAt, site) : '',
    countryIds: campaign.countryIds,
    zipTargets: campaign.zipTargets.join(', '),
    weight: String(campaign.weight),
    dailyImpressionCap: campaign.dailyImpressionCap === null ? '' : String(campaign.dailyImpressionCap),
    advertIds: campaign.adverts.map((advert) => advert.id),
    slotIds: campaign.slots.map((slot) => slot.id),
  };
}

/** A new campaign: paid, a draft on this site from now on, weight 100, every postal code. */
export function newCampaignFormValues(countryId: CountryId, now = new Date()): CampaignFormValues {
  return {
    name: '',
    campaignTypeId: 1,
    status: 'draft',
    startsAt: toSiteLocalInput(now.toISOString(), countryId),
    endsAt: '',
    countryIds: [countryId],
    zipTargets: '',
    weight: '100',
    dailyImpressionCap: '',
    advertIds: [],
    slotIds: [],
  };
}

export interface ZipFeedback {
  readonly targets: readonly string[];
  readonly invalid: readonly string[];
  readonly text: string;
}

/**
 * How the postal-code field reads (shown under it): the targets it keeps, shortest covering longer ones,
 * and the entries it cannot take for the chosen sites (longer than their codes, or not digits).
 */
export function zipTargetsFeedback(
  values: Pick<CampaignFormValues, 'zipTargets' | 'countryIds'>,
): ZipFeedback {
  const parsed = parseZipTargets(values.zipTargets, values.countryIds);
  const targets = parsed.targets;
  const invalid = [...new Set(parsed.invalid)];
  const text =
    targets.length === 0
      ? 'Alle Postleitzahlen der gewählten Websites.'
      : `${targets.length === 1 ? 'Ein Ziel' : `${targets.length} Ziele`}: ${targets.join(', ')}.`;
  return { targets, invalid, text };
}

function wholeNumber(text: string, site: CountryRef): number | null {
  const value = parseSiteNumber(text, site);
  return value !== null && Number.isInteger(value) ? value : null;
}

/** The API's input, or the fields the form itself can tell are wrong (the API checks the rest, in German). */
export function campaignInputOf(
  values: CampaignFormValues,
  site: CountryRef,
): { input: CampaignInput } | { errors: CampaignFieldErrors } {
  const errors: Partial<Record<CampaignField, string>> = {};
  const startsAt = fromSiteLocalInput(values.startsAt, site);
  if (!startsAt) errors.startsAt = 'Bitte geben Sie Datum und Uhrzeit des Beginns an.';
  const endsAt = values.endsAt ? fromSiteLocalInput(values.endsAt, site) : null;
  if (values.endsAt && !endsAt) errors.endsAt = 'Bitte geben Sie Datum und Uhrzeit des Endes an.';
  else if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = 'Das Ende muss nach dem Beginn liegen.';
  const zip = zipTargetsFeedback(values);
  const { invalid } = zip;
  if (invalid.length > 0) {
    errors.zipTargets = `Keine Postleitzahl oder kein Anfang einer für die gewählten Websites: ${invalid
      .slice(0, 5)
      .join(', ')}${invalid.length > 5 ? ' …' : ''}`;
  } else if (zip.targets.length > AD_LIMITS.zipTargets) {
    errors.zipTargets = `Höchstens ${AD_LIMITS.zipTargets} Postleitzahlen oder Anfänge.`;
  }
  const weight = wholeNumber(values.weight, site);
  if (weight === null || weight < 0 || weight > AD_LIMITS.weightMax) {
    errors.weight = `Das Gewicht muss eine ganze Zahl von 0 bis ${AD_LIMITS.weightMax} sein.`;
  }
  const cap = values.dailyImpressionCap ? wholeNumber(values.dailyImpressionCap, site) : null;
  if (values.dailyImpressionCap && (cap === null || cap < 1 || cap > AD_LIMITS.dailyImpressionCapMax)) {
    errors.dailyImpressionCap = 'Die Obergrenze muss eine ganze Zahl ab 1 sein (leer: keine).';
  }
  if (!startsAt || weight === null || Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      name: values.name,
      campaignTypeId: values.campaignTypeId,
      status: values.status,
      startsAt,
      endsAt,
      countryIds: [...values.countryIds],
      zipTargets: [...zip.targets],
      weight,
      dailyImpressionCap: cap,
      advertIds: [...values.advertIds],
      slotIds: [...values.slotIds],
    },
  };
}

/** The API's German messages by form field. */
export function campaignApiErrors(error: unknown): CampaignFieldErrors {
  const errors: Partial<Record<CampaignField, string>> = {};
  for (const field of FIELDS) {
    const message = fieldMessageOf(error, field);
    if (message) errors[field] = message;
  }
  return errors;
}
