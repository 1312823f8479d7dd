import {
  COUNTRIES,
  OPTION_CATALOGUE_IDS,
  OPTION_GROUPS,
  OPTIONS,
  mulDivRoundHalfUp,
  pricePer100Units,
  vatOfNet,
  type CountryId,
} from '@fuel/domain';
import type { PriceTier, Surcharge } from '@fuel/domain/offers';

import {
  deliveryWindow,
  formatIsoDate,
  parseIsoDate,
  type DeliveryMode,
  type EpochDay,
  type IsHoliday,
} from './delivery-dates.js';
import type {
  BranchView,
  IneligibleReason,
  Offer,
  OfferRequest,
  PriceListView,
  PricingResult,
  SelectedOption,
  SurchargeKind,
  SurchargeLine,
} from './market.types.js';
import { compareOffers } from './ranking.js';

export interface PricingOptions {
  /** Public-holiday seam, per branch because holidays differ by region; none by default. */
  readonly isHoliday?: (isoDate: string, branch: BranchView) => boolean;
}

export type Pricer = (branch: BranchView) => PricingResult;

interface OptionRule {
  readonly label: string;
  readonly isGroupDefault: boolean;
  readonly isPayment: boolean;
  readonly deliveryMode: DeliveryMode | null;
}

const optionLabels = new Map(OPTIONS.map((option) => [option.id, option.label]));
const deliveryModes = new Map<number, DeliveryMode>([
  [OPTION_CATALOGUE_IDS.standardDelivery, 'standard'],
  [OPTION_CATALOGUE_IDS.express48, 'express48'],
  [OPTION_CATALOGUE_IDS.express24, 'express24'],
  [OPTION_CATALOGUE_IDS.desiredDate, 'desiredDate'],
]);

/** Option id → how pricing treats it; built once from the catalogue. */
const OPTION_RULES: ReadonlyMap<number, OptionRule> = new Map(
  OPTION_GROUPS.flatMap((group) =>
    group.optionIds.map((id): [number, OptionRule] => [
      id,
      {
        label: optionLabels.get(id) ?? group.label,
        isGroupDefault: id === group.defaultOptionId,
        isPayment: group.key === 'payment',
        deliveryMode: deliveryModes.get(id) ?? null,
      },
    ]),
  ),
);

const VAT_BASIS_POINTS: ReadonlyMap<CountryId, number> = new Map(
  COUNTRIES.map((country) => [country.id, country.vatBasisPoints]),
);

const LABEL_SMALL_QUANTITY = 'Mindermengenzuschlag';
const LABEL_CLIMATE_NEUTRAL = 'Klimaneutral (CO₂-Kompensation)';

const FAILURES: Readonly<Record<IneligibleReason, PricingResult>> = {
  PRODUCT_NOT_OFFERED: { ok: false, reason: 'PRODUCT_NOT_OFFERED' },
  AMOUNT_OUT_OF_RANGE: { ok: false, reason: 'AMOUNT_OUT_OF_RANGE' },
  OPTION_NOT_OFFERED: { ok: false, reason: 'OPTION_NOT_OFFERED' },
  REQUIRED_OPTION_NOT_SUPPORTED: { ok: false, reason: 'REQUIRED_OPTION_NOT_SUPPORTED' },
  PAYMENT_NOT_ACCEPTED: { ok: false, reason: 'PAYMENT_NOT_ACCEPTED' },
  CLIMATE_NEUTRAL_NOT_OFFERED: { ok: false, reason: 'CLIMATE_NEUTRAL_NOT_OFFERED' },
  DESIRED_DATE_NOT_POSSIBLE: { ok: false, reason: 'DESIRED_DATE_NOT_POSSIBLE' },
  NO_DELIVERY_DATE: { ok: false, reason: 'NO_DELIVERY_DATE' },
};

interface ResolvedOption {
  readonly selected: SelectedOption;
  /** Undefined for an id outside the catalogue: never offered. */
  readonly rule: OptionRule | undefined;
}

/** The per-request work, done once however many branches are priced. */
interface PreparedRequest {
  readonly request: OfferRequest;
  readonly amountIsValid: boolean;
  readonly vatBasisPoints: number;
  readonly today: EpochDay;
  readonly deliveryMode: DeliveryMode;
  readonly desiredDate: EpochDay | null;
  readonly options: readonly ResolvedOption[];
  /** The site's requirements for listing, resolved like the selected options. */
  readonly required: readonly { readonly id: number; readonly rule: OptionRule | undefined }[];
  /** Formatting a date costs more than pricing a branch; offers and holiday checks share few dates. */
  readonly isoDates: Map<EpochDay, string>;
}

function prepare(request: OfferRequest): PreparedRequest {
  const vatBasisPoints = VAT_BASIS_POINTS.get(request.countryId);
  if (vatBasisPoints === undefined) throw new RangeError(`unknown country id ${request.countryId}`);
  const today = parseIsoDate(request.today);
  if (today === null) throw new RangeError(`today must be a YYYY-MM-DD date, got '${request.today}'`);

  let deliveryMode: DeliveryMode = 'standard';
  let desiredDate: EpochDay | null = null;
  const options: ResolvedOption[] = [];
  for (const selected of request.options) {
    const rule = OPTION_RULES.get(selected.id);
    options.push({ selected, rule });
    if (rule?.deliveryMode) deliveryMode = rule.deliveryMode;
    if (rule?.deliveryMode === 'desiredDate' && selected.desiredDate !== undefined) {
      desiredDate = parseIsoDate(selected.desiredDate);
    }
  }

  return {
    request,
    amountIsValid: Number.isSafeInteger(request.amount) && request.amount > 0,
    vatBasisPoints,
    today,
    deliveryMode,
    desiredDate,
    options,
    required: (request.requiredOptionIds ?? []).map((id) => ({ id, rule: OPTION_RULES.get(id) })),
    isoDates: new Map(),
  };
}

/**
 * Whether a branch delivers an option with its price list of the product: the catalogue's group defaults
 * always (they are the included service), a payment option when the branch accepts it, any other option
 * when the price list names its surcharge (zero included). The one rule for both a selected option and a
 * site's requirement for listing.
 */
export function branchSupportsOption(
  branch: BranchView,
  priceList: PriceListView,
  optionId: number,
): boolean {
  return supports(OPTION_RULES.get(optionId), branch, priceList, optionId);
}

function supports(
  rule: OptionRule | undefined,
  branch: BranchView,
  priceList: PriceListView,
  optionId: number,
): boolean {
  if (rule === undefined) return false;
  if (rule.isGroupDefault) return true;
  if (rule.isPayment) return branch.paymentOptionIds.includes(optionId);
  return priceList.optionSurcharges[optionId] !== undefined;
}

function isoDateOf(prepared: PreparedRequest, day: EpochDay): string {
  let text = prepared.isoDates.get(day);
  if (text === undefined) {
    text = formatIsoDate(day);
    prepared.isoDates.set(day, text);
  }
  return text;
}

/** Net per 100 of the tier with the greatest minAmount ≤ amount; tiers need not be sorted. */
function tierNetPer100(tiers: readonly PriceTier[], amount: number): number | null {
  let best: PriceTier | undefined;
  for (const tier of tiers) {
    if (tier.minAmount <= amount && (best === undefined || tier.minAmount > best.minAmount)) best = tier;
  }
  return best === undefined ? null : best.netPer100;
}

/** One part of the order in integer cents: per-100 price times amount, rounded half up, plus flat (see priceOffer). */
function partNetTotal(netPer100: number, amount: number, netFlat: number): number {
  return mulDivRoundHalfUp(netPer100, amount, 100) + netFlat;
}

function line(
  kind: SurchargeKind,
  label: string,
  netPer100: number,
  netFlat: number,
  amount: number,
  optionId?: number,
): SurchargeLine {
  const netTotal = partNetTotal(netPer100, amount, netFlat);
  return optionId === undefined
    ? { kind, label, netPer100, netTotal }
    : { kind, optionId, label, netPer100, netTotal };
}

function optionLine(
  surcharge: Surcharge,
  rule: OptionRule,
  optionId: number,
  amount: number,
): SurchargeLine | null {
  const netPer100 = surcharge.netPer100 ?? 0;
  const netFlat = surcharge.netFlat ?? 0;
  if (netPer100 === 0 && netFlat === 0) return null;
  return line('option', rule.label, netPer100, netFlat, amount, optionId);
}

function extraStationsLabel(extraStations: number): string {
  return extraStations === 1 ? '1 weitere Abladestelle' : `${extraStations} weitere Abladestellen`;
}

function priceBranch(
  prepared: PreparedRequest,
  branch: BranchView,
  isHoliday: IsHoliday | undefined,
): PricingResult {
  const { request } = prepared;
  const { amount } = request;

  const priceList = branch.priceLists.get(request.productId);
  if (priceList === undefined) return FAILURES.PRODUCT_NOT_OFFERED;
  if (!prepared.amountIsValid || amount < priceList.minAmount || amount > priceList.maxAmount) {
    return FAILURES.AMOUNT_OUT_OF_RANGE;
  }
  const baseNetPer100 = tierNetPer100(priceList.tiers, amount);
  if (baseNetPer100 === null) return FAILURES.AMOUNT_OUT_OF_RANGE;
  for (const { id, rule } of prepared.required) {
    if (!supports(rule, branch, priceList, id)) return FAILURES.REQUIRED_OPTION_NOT_SUPPORTED;
  }

  const surcharges: SurchargeLine[] = [];
  for (const { selected, rule } of prepared.options) {
    if (rule === undefined) return FAILURES.OPTION_NOT_OFFERED;
    if (rule.isGroupDefault) continue;
    if (!supports(rule, branch, priceList, selected.id)) {
      return rule.isPayment ? FAILURES.PAYMENT_NOT_ACCEPTED : FAILURES.OPTION_NOT_OFFERED;
    }
    const surcharge = priceList.optionSurcharges[selected.id];
    const optionSurcharge = surcharge === undefined ? null : optionLine(surcharge, rule, selected.id, amount);
    if (optionSurcharge !== null) surcharges.push(optionSurcharge);
  }

  const smallQuantity = priceList.smallQuantity;
  if (smallQuantity !== null && amount < smallQuantity.belowAmount && smallQuantity.netPer100 !== 0) {
    surcharges.push(line('smallQuantity', LABEL_SMALL_QUANTITY, smallQuantity.netPer100, 0, amount));
  }

  if (request.climateNeutral) {
    const climateNeutralNetPer100 = priceList.climateNeutralNetPer100;
    if (climateNeutralNetPer100 === null) return FAILURES.CLIMATE_NEUTRAL_NOT_OFFERED;
    if (climateNeutralNetPer100 !== 0) {
      surcharges.push(line('climateNeutral', LABEL_CLIMATE_NEUTRAL, climateNeutralNetPer100, 0, amount));
    }
  }

  const extraStations = request.stations - 1;
  if (extraStations > 0 && priceList.extraStationNetFlat !== 0) {
    const netFlat = extraStations * priceList.extraStationNetFlat;
    surcharges.push(line('extraStations', extraStationsLabel(extraStations), 0, netFlat, amount));
  }

  const window = deliveryWindow(
    branch,
    { mode: prepared.deliveryMode, today: prepared.today, desiredDate: prepared.desiredDate },
    isHoliday,
  );
  if (!window.ok) return FAILURES[window.reason];

  const baseNetTotal = partNetTotal(baseNetPer100, amount, 0);
  let netTotal = baseNetTotal;
  for (const surcharge of surcharges) netTotal += surcharge.netTotal;
  const vatTotal = vatOfNet(netTotal, prepared.vatBasisPoints);
  const grossTotal = netTotal + vatTotal;

  return {
    ok: true,
    offer: {
      branchId: branch.branchId,
      dealerId: branch.dealerId,
      dealerName: branch.dealerName,
      branchName: branch.branchName,
      city: branch.city,
      productId: request.productId,
      climateNeutral: request.climateNeutral,
      amount,
      baseNetPer100,
      baseNetTotal,
      surcharges,
      netTotal,
      vatRateBasisPoints: prepared.vatBasisPoints,
      vatTotal,
      grossTotal,
      grossPer100: pricePer100Units(grossTotal, amount),
      earliestDelivery: isoDateOf(prepared, window.earliest),
      latestDelivery: isoDateOf(prepared, window.latest),
      ratingAverage: branch.ratingAverage,
      ratingCount: branch.ratingCount,
      paymentOptionIds: branch.paymentOptionIds,
      monthlyRateCount: branch.monthlyRateCount,
      priceValidFrom: priceList.validFrom,
    },
  };
}

/**
 * Validates and parses the request once and returns a function that prices one branch. Throws a
 * RangeError for a request no branch could price (unknown country, `today` not a date).
 * Ineligibility is checked in this order, the first failure wins: PRODUCT_NOT_OFFERED,
 * AMOUNT_OUT_OF_RANGE, REQUIRED_OPTION_NOT_SUPPORTED, OPTION_NOT_OFFERED / PAYMENT_NOT_ACCEPTED (in the order of request.options),
 * CLIMATE_NEUTRAL_NOT_OFFERED, DESIRED_DATE_NOT_POSSIBLE / NO_DELIVERY_DATE.
 */
export function createPricer(request: OfferRequest, options: PricingOptions = {}): Pricer {
  const prepared = prepare(request);
  const { isHoliday } = options;
  if (isHoliday === undefined) return (branch) => priceBranch(prepared, branch, undefined);
  return (branch) => priceBranch(prepared, branch, (day) => isHoliday(isoDateOf(prepared, day), branch));
}

/**
 * Prices one branch; to price many for the same request, use createPricer or calculateOffers.
 *
 * Rounding: every part of the order is priced on its own in integer cents, half away from zero:
 * round(netPer100 × amount / 100) + netFlat, for the base price and for each surcharge line. netTotal is
 * the exact sum of those parts, VAT = round(netTotal × rate / 10,000), gross = net + VAT, and
 * grossPer100 = round(gross × 100 / amount). No float ever carries money.
 */
export function priceOffer(
  branch: BranchView,
  request: OfferRequest,
  options?: PricingOptions,
): PricingResult {
  return createPricer(request, options)(branch);
}

export interface CalculatedOffers {
  /** Eligible offers in ranking order (see compareOffers). */
  readonly offers: Offer[];
  /** How many branches gave no offer, per reason. */
  readonly ineligible: Map<IneligibleReason, number>;
}

/** Prices every branch for one request and ranks the eligible offers. */
export function calculateOffers(
  branches: Iterable<BranchView>,
  request: OfferRequest,
  options?: PricingOptions,
): CalculatedOffers {
  const price = createPricer(request, options);
  const offers: Offer[] = [];
  const ineligible = new Map<IneligibleReason, number>();
  for (const branch of branches) {
    const result = price(branch);
    if (result.ok) offers.push(result.offer);
    else ineligible.set(result.reason, (ineligible.get(result.reason) ?? 0) + 1);
  }
  offers.sort(compareOffers);
  return { offers, ineligible };
}
