import type { CountryId, ProductGroupId } from '@fuel/domain';
import type { PriceTier, SmallQuantitySurcharge, Surcharge } from '@fuel/domain/offers';

/** The in-memory read model of the market the pricing engine works on (loaded from PostgreSQL). */
export interface PriceListView {
  readonly productId: number;
  readonly validFrom: Date;
  readonly minAmount: number;
  readonly maxAmount: number;
  /** Sorted by minAmount ascending; the first tier starts at or below minAmount. */
  readonly tiers: readonly PriceTier[];
  /** Keyed by option id. */
  readonly optionSurcharges: Readonly<Record<number, Surcharge>>;
  readonly extraStationNetFlat: number;
  readonly smallQuantity: SmallQuantitySurcharge | null;
  readonly climateNeutralNetPer100: number | null;
}

export interface BranchView {
  readonly branchId: number;
  readonly dealerId: number;
  readonly dealerName: string;
  readonly branchName: string;
  readonly countryId: CountryId;
  readonly zipCode: string;
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly leadTimeDays: number;
  /** Bit 0 = Monday … bit 6 = Sunday. */
  readonly deliveryWeekdays: number;
  readonly paymentOptionIds: readonly number[];
  readonly monthlyRateCount: number | null;
  /** Hundredths of a star, 0–500. */
  readonly ratingAverage: number;
  readonly ratingCount: number;
  /** The price list currently valid, per product id. */
  readonly priceLists: ReadonlyMap<number, PriceListView>;
}

/** One selected option as the engine needs it (already validated against the catalogue). */
export interface SelectedOption {
  readonly id: number;
  readonly modifier?: number;
  /** YYYY-MM-DD */
  readonly desiredDate?: string;
}

export interface OfferRequest {
  readonly countryId: CountryId;
  readonly productGroupId: ProductGroupId;
  /** Already resolved: unknown products fell back to the server default before. */
  readonly productId: number;
  readonly climateNeutral: boolean;
  readonly amount: number;
  readonly stations: number;
  /** Exactly one per applicable option group. */
  readonly options: readonly SelectedOption[];
  /** The site's local date of the calculation, YYYY-MM-DD (delivery dates count working days from it). */
  readonly today: string;
  /**
   * Options a branch must deliver to be listed at all, whatever was selected (the back office's
   * "Pflicht für die Listung" of the site and product group); none when absent.
   */
  readonly requiredOptionIds?: readonly number[];
}

export type SurchargeKind = 'option' | 'smallQuantity' | 'climateNeutral' | 'extraStations';

export interface SurchargeLine {
  readonly kind: SurchargeKind;
  /** The option id for kind 'option'. */
  readonly optionId?: number;
  readonly label: string;
  /** Net surcharge per 100 units folded into the unit price, if any. */
  readonly netPer100: number;
  /** Net amount of this line for the whole order (per-100 part times amount plus flat part). */
  readonly netTotal: number;
}

export interface Offer {
  readonly branchId: number;
  readonly dealerId: number;
  readonly dealerName: string;
  readonly branchName: string;
  readonly city: string;
  readonly productId: number;
  readonly climateNeutral: boolean;
  readonly amount: number;
  /** Net base price per 100 units of the tier that applies. */
  readonly baseNetPer100: number;
  /** Net of the base price for the whole order; baseNetTotal + Σ surcharges[].netTotal = netTotal exactly. */
  readonly baseNetTotal: number;
  readonly surcharges: readonly SurchargeLine[];
  readonly netTotal: number;
  readonly vatRateBasisPoints: number;
  readonly vatTotal: number;
  /** Gross, all in: what the customer pays. */
  readonly grossTotal: number;
  /** Gross all-in price per 100 units: grossTotal × 100 / amount, rounded half up. */
  readonly grossPer100: number;
  /** YYYY-MM-DD */
  readonly earliestDelivery: string;
  readonly latestDelivery: string;
  readonly ratingAverage: number;
  readonly ratingCount: number;
  readonly paymentOptionIds: readonly number[];
  readonly monthlyRateCount: number | null;
  readonly priceValidFrom: Date;
}

/** Why a branch that serves the postal code gives no offer (kept for diagnostics and tests). */
export type IneligibleReason =
  | 'PRODUCT_NOT_OFFERED'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'OPTION_NOT_OFFERED'
  /** The branch does not deliver an option the site requires for listing (OfferRequest.requiredOptionIds). */
  | 'REQUIRED_OPTION_NOT_SUPPORTED'
  | 'PAYMENT_NOT_ACCEPTED'
  | 'CLIMATE_NEUTRAL_NOT_OFFERED'
  | 'DESIRED_DATE_NOT_POSSIBLE'
  /** No delivery day within a year: no delivery weekday in the bitmask, or holidays all the way. */
  | 'NO_DELIVERY_DATE';

export type PricingResult =
  { readonly ok: true; readonly offer: Offer } | { readonly ok: false; readonly reason: IneligibleReason };
