import { type CountryId } from '../common/countries.constant.js';
import { type ProductGroupId } from './product-groups.constant.js';

/** One selected option. PascalCase fields are the wire names of the calculation API. */
export interface CalculatorParameter {
  readonly Id: number;
  /** Option-specific number, e.g. the months of an instalment plan. */
  readonly Modifier?: number;
  /** Desired delivery date, YYYY-MM-DD. */
  readonly DesiredDate?: string;
  readonly Key?: string;
}

export interface CalculatorProduct {
  readonly Id: number;
  readonly ClimateNeutral: boolean;
}

/** What the visitor asks offers for; sent as is to POST /api/kalkulation/berechnen. */
export interface CalculatorConfiguration {
  readonly ZipCode: string;
  /** Litres (or kilograms for pellets). */
  readonly Amount: number;
  /** Number of delivery points the amount is split over. */
  readonly Stations: number;
  readonly ProductGroupId: ProductGroupId;
  readonly Product: CalculatorProduct;
  readonly Parameters: readonly CalculatorParameter[];
  readonly CountryId: CountryId;
  /** Climate-neutral flag as the wire carries it; always equal to Product.ClimateNeutral. */
  readonly Cn: boolean;
  /** AppointmentPlus: delivery on an agreed appointment. */
  readonly Ap: boolean;
}

export type CalculatorTarget = 'INSTALMENT' | 'EXPRESS_24' | 'EXPRESS_48' | 'CLIMATE_NEUTRAL' | 'DIESEL';

/** The part of GET /api/kalkulation/init that tells which option belongs to which group. */
export interface CalculatorOptionGroup {
  readonly Key: string;
  readonly Parameters: readonly { readonly Id: number }[];
}
