import { DEFAULT_OPTION_IDS, KNOWN_OPTION_GROUPS, OPTION_CATALOGUE_IDS } from '@fuel/domain';

import type { BranchView, Offer, OfferRequest, PriceListView } from './market.types.js';

/** Test data for the pricing engine: one dealer's heating oil price list and a default request. */

export const ids = OPTION_CATALOGUE_IDS;

/** Mon 2025-06-02; Sat 06-07, Sun 06-08, Whit Monday 06-09 (a holiday in every German state). */
export const MONDAY = '2025-06-02';
export const TUESDAY = '2025-06-03';
export const WEDNESDAY = '2025-06-04';
export const THURSDAY = '2025-06-05';
export const FRIDAY = '2025-06-06';
export const SATURDAY = '2025-06-07';
export const NEXT_MONDAY = '2025-06-09';

/** Bit 0 = Monday: Monday to Friday, and Tuesday / Thursday / Saturday. */
export const WEEKDAYS_MON_FRI = 0b001_1111;
export const WEEKDAYS_TUE_THU_SAT = 0b010_1010;

export function makePriceList(overrides: Partial<PriceListView> = {}): PriceListView {
  return {
    productId: 1,
    validFrom: new Date('2025-06-01T00:00:00Z'),
    minAmount: 500,
    maxAmount: 32000,
    tiers: [
      { minAmount: 500, netPer100: 9500 },
      { minAmount: 1500, netPer100: 9100 },
      { minAmount: 3000, netPer100: 8945 },
      { minAmount: 5000, netPer100: 8800 },
    ],
    optionSurcharges: {
      [ids.express48]: { netPer100: 250 },
      [ids.express24]: { netPer100: 400, netFlat: 2500 },
      [ids.desiredDate]: { netFlat: 1500 },
      [ids.hoseUpTo60m]: { netFlat: 3000 },
      [ids.morningWindow]: { netPer100: 50 },
      [ids.paypal]: { netFlat: 150 },
    },
    extraStationNetFlat: 2000,
    smallQuantity: { belowAmount: 1000, netPer100: 500 },
    climateNeutralNetPer100: 120,
    ...overrides,
  };
}

export function makeBranch(
  overrides: Partial<Omit<BranchView, 'priceLists'>> = {},
  priceLists: readonly PriceListView[] = [makePriceList()],
): BranchView {
  return {
    branchId: 1,
    dealerId: 1,
    dealerName: 'Heizöl Muster GmbH',
    branchName: 'Niederlassung München',
    countryId: 1,
    zipCode: '80331',
    city: 'München',
    latitude: 48.137,
    longitude: 11.575,
    leadTimeDays: 3,
    deliveryWeekdays: WEEKDAYS_MON_FRI,
    paymentOptionIds: [ids.paymentInvoice, ids.sepaDirectDebit, ids.instalment, ids.paypal],
    monthlyRateCount: 12,
    ratingAverage: 450,
    ratingCount: 20,
    ...overrides,
    priceLists: new Map(priceLists.map((list) => [list.productId, list])),
  };
}

/** 3000 l of heating oil in Germany with every default option, calculated on Monday 2025-06-02. */
export function makeRequest(overrides: Partial<OfferRequest> = {}): OfferRequest {
  return {
    countryId: 1,
    productGroupId: 1,
    productId: 1,
    climateNeutral: false,
    amount: 3000,
    stations: 1,
    options: DEFAULT_OPTION_IDS.map((id) => ({ id })),
    today: MONDAY,
    ...overrides,
  };
}

/** The default options with the one of `id`'s group swapped for `id` (and its desired date, if any). */
export function withOption(id: number, desiredDate?: string): OfferRequest['options'] {
  const group = KNOWN_OPTION_GROUPS.get(id);
  return DEFAULT_OPTION_IDS.map((defaultId) =>
    KNOWN_OPTION_GROUPS.get(defaultId) === group
      ? { id, ...(desiredDate ? { desiredDate } : {}) }
      : { id: defaultId },
  );
}

export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    branchId: 1,
    dealerId: 1,
    dealerName: 'Heizöl Muster GmbH',
    branchName: 'Niederlassung München',
    city: 'München',
    productId: 1,
    climateNeutral: false,
    amount: 3000,
    baseNetPer100: 8945,
    baseNetTotal: 268_350,
    surcharges: [],
    netTotal: 268_350,
    vatRateBasisPoints: 1900,
    vatTotal: 50_987,
    grossTotal: 319_337,
    grossPer100: 10_645,
    earliestDelivery: '2025-06-05',
    latestDelivery: '2025-06-10',
    ratingAverage: 450,
    ratingCount: 20,
    paymentOptionIds: [],
    monthlyRateCount: null,
    priceValidFrom: new Date('2025-06-01T00:00:00Z'),
    ...overrides,
  };
}
