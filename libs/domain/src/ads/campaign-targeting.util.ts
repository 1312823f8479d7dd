import { type CountryId, countryById } from '../common/countries.constant.js';
import type { CampaignPhase, CampaignStatus } from './ad.constant.js';

/**
 * A campaign's postal-code targets are digit prefixes: `8` is all of Bavaria's 8xxxx, `803` a district,
 * `80331` one code (a prefix as long as the site's codes). No targets: every postal code.
 */
export function matchesZipTargets(targets: readonly string[], zipCode: string): boolean {
  return targets.length === 0 || targets.some((target) => zipCode.startsWith(target));
}

export interface ZipTargetsParse {
  /** Distinct, sorted; a target covered by a shorter one is left out (`80` covers `80331`). */
  readonly targets: string[];
  /** Entries that are not 1 to the site's length of digits, as typed. */
  readonly invalid: string[];
}

/**
 * Targets as the back office takes them: separated by commas, semicolons, spaces or lines. Checked against
 * the campaign's sites: a target may not be longer than the shortest postal code among them.
 */
export function parseZipTargets(text: string, countryIds: readonly CountryId[]): ZipTargetsParse {
  const maxLength = Math.min(5, ...countryIds.map((id) => countryById(id).zipLength));
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !/^\d+$/.test(entry) || entry.length > maxLength);
  const valid = [...new Set(entries.filter((entry) => !invalid.includes(entry)))].sort();
  const targets = valid.filter(
    (target) => !valid.some((other) => other !== target && target.startsWith(other)),
  );
  return { targets, invalid };
}

export interface CampaignPeriod {
  readonly status: CampaignStatus;
  readonly startsAt: Date;
  /** Exclusive; null runs until paused. */
  readonly endsAt: Date | null;
}

/** Where a campaign stands now: its status, and for an active one its period. */
export function campaignPhase(campaign: CampaignPeriod, now: Date = new Date()): CampaignPhase {
  if (campaign.status !== 'active') return campaign.status;
  if (now < campaign.startsAt) return 'scheduled';
  if (campaign.endsAt !== null && now >= campaign.endsAt) return 'ended';
  return 'running';
}
