import { createHash } from 'node:crypto';
import { type CountryCode, type CountryId, countryById } from '@fuel/domain';
import type { ConsumptionAnswers, ConsumptionComparison, ConsumptionRating } from '@fuel/domain/leads';

/** Nest token of the modernisation partner (`@Inject(LEAD_PARTNER) partner: LeadPartner`). */
export const LEAD_PARTNER = Symbol('LEAD_PARTNER');

/** What the partner needs of the result: enough to prepare its call, not the whole comparison. */
export interface PartnerLeadResultSummary {
  readonly consumptionLitres: number;
  readonly kwhPerSquareMetre: number;
  readonly rating: ConsumptionRating;
  readonly percentile: number;
  readonly savingToMedianLitres: number;
}

/** A confirmed lead as it goes to the partner. */
export interface PartnerLead {
  /** lead.id: the partner's idempotency key. */
  readonly id: string;
  readonly countryId: CountryId;
  readonly salutation: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly zipCode: string;
  readonly preferredContactTime: string;
  readonly message: string | null;
  readonly answers: ConsumptionAnswers;
  readonly result: PartnerLeadResultSummary;
}

/** The partner that makes heating-modernisation offers (issue #14 points 5 and 6). */
export interface LeadPartner {
  isAvailable(countryId: CountryId, zipCode: string): Promise<boolean>;
  /** Idempotent on lead.id: the partner answers the same reference for the same lead. */
  transfer(lead: PartnerLead): Promise<{ reference: string }>;
}

/** The partner could not be asked or refused the request: nothing is known or transferred. */
export class LeadPartnerUnavailable extends Error {
  constructor(reason: string) {
    super(`lead partner: ${reason}`);
    this.name = 'LeadPartnerUnavailable';
  }
}

export function partnerResultSummary(result: ConsumptionComparison): PartnerLeadResultSummary {
  return {
    consumptionLitres: result.ConsumptionLitres,
    kwhPerSquareMetre: result.KwhPerSquareMetre,
    rating: result.Rating,
    percentile: result.Percentile,
    savingToMedianLitres: result.SavingToMedian.Litres,
  };
}

/**
 * Real postal codes with which tests and local runs walk every path of the sandbox (German sites: the
 * partner is asked per site; Switzerland is not in the default coverage).
 */
export const SANDBOX_LEAD_PARTNER_ZIP_CODES = {
  /** Not served although the site is (Körner/Mühlhausen, Thüringen; Iselsberg, Tirol). */
  unserved: { 1: ['99998'], 2: ['9992'] } as Readonly<Partial<Record<CountryId, readonly string[]>>>,
  /** The availability check fails (Schlotheim, Thüringen, DE). */
  checkFails: '99994',
  /** Served, but every transfer fails (Menteroda, Thüringen, DE): the outbox's retries. */
  transferFails: '99996',
} as const;

/**
 * Deterministic stand-in for the partner outside production: serves every postal code of the configured
 * sites (`LEAD_PARTNER_COUNTRIES`, default de and at) except SANDBOX_LEAD_PARTNER_ZIP_CODES; a transfer's
 * reference is derived from the lead id, so a repeated transfer answers the same one, as the partner does.
 */
export class SandboxLeadPartner implements LeadPartner {
  private readonly countries: ReadonlySet<CountryCode>;

  constructor(countries: readonly CountryCode[]) {
    this.countries = new Set(countries);
  }

  isAvailable(countryId: CountryId, zipCode: string): Promise<boolean> {
    const zipCodes = SANDBOX_LEAD_PARTNER_ZIP_CODES;
    if (countryId === 1 && zipCode === zipCodes.checkFails)
      return Promise.reject(new LeadPartnerUnavailable('sandbox check failure'));
    return Promise.resolve(
      this.countries.has(countryById(countryId).code) && !zipCodes.unserved[countryId]?.includes(zipCode),
    );
  }

  async transfer(lead: PartnerLead): Promise<{ reference: string }> {
    if (!(await this.isAvailable(lead.countryId, lead.zipCode)))
      throw new LeadPartnerUnavailable('postal code not served');
    if (lead.countryId === 1 && lead.zipCode === SANDBOX_LEAD_PARTNER_ZIP_CODES.transferFails)
      throw new LeadPartnerUnavailable('sandbox transfer failure');
    const digest = createHash('sha256').update(lead.id).digest('hex').slice(0, 12).toUpperCase();
    return { reference: `SANDBOX-LEAD-${digest}` };
  }
}

/**
 * Production until a partner's API is connected: serves no postal code, so the site never offers the
 * transfer and no lead is taken that could not be delivered.
 */
export class NoLeadPartner implements LeadPartner {
  isAvailable(): Promise<boolean> {
    return Promise.resolve(false);
  }

  transfer(): Promise<{ reference: string }> {
    return Promise.reject(new LeadPartnerUnavailable('no partner configured'));
  }
}
