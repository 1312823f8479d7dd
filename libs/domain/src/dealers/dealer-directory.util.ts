import { COUNTRIES, type CountryId } from '../common/countries.constant.js';

/** Root of the dealer directory (spec 1 §2); every site has the same paths. */
export const DEALER_DIRECTORY_ROOT = '/heizoelhaendler';

/** `/heizoelhaendler`, `/heizoelhaendler/{state}` or `/heizoelhaendler/{state}/{zipCode}`. */
export function dealerListPath(stateSlug?: string, zipCode?: string): string {
  return [DEALER_DIRECTORY_ROOT, stateSlug, stateSlug && zipCode].filter(Boolean).join('/');
}

/** A dealer page lives under the state and postal code of the dealer's head office. */
export function dealerPath(stateSlug: string, zipCode: string, dealerId: number): string {
  return `${dealerListPath(stateSlug, zipCode)}/${dealerId}`;
}

/** A branch page: under the branch's own state and postal code, branch id before dealer id (spec 1 §2). */
export function dealerBranchPath(
  stateSlug: string,
  zipCode: string,
  branchId: number,
  dealerId: number,
): string {
  return `${dealerListPath(stateSlug, zipCode)}/${branchId}/${dealerId}`;
}

/** Spec 2 §5: a dealer id must be numeric, anything else finds nothing. */
export function parseDealerId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The review service's shop id of each site (spec 2 §1: "an id for a trusted-reviews service"). */
export const TRUSTED_SHOPS_IDS: Readonly<Record<CountryId, string>> = {
  1: 'X4D1E2C3B4A5968778695A4B3C2D1E0F1',
  2: 'X4D1E2C3B4A5968778695A4B3C2D1E0F2',
  3: 'X4D1E2C3B4A5968778695A4B3C2D1E0F3',
};

export const TRUSTED_SHOPS_ID_PATTERN = /^X[0-9A-F]{32}$/;

export function countryIdOfTrustedShopsId(id: string): CountryId | undefined {
  return COUNTRIES.find((country) => TRUSTED_SHOPS_IDS[country.id] === id)?.id;
}

/** German grade of a mean rating in stars (1–5), as the review seal words it. */
export function ratingGrade(stars: number): string {
  if (stars >= 4.5) return 'sehr gut';
  if (stars >= 3.5) return 'gut';
  if (stars >= 2.5) return 'befriedigend';
  if (stars >= 1.5) return 'ausreichend';
  return 'mangelhaft';
}
