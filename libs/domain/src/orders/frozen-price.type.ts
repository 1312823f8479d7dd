import { type CurrencyCode } from '../common/countries.constant.js';
import { type AmountUnit } from '../offers/product-groups.constant.js';

/** One priced line of the breakdown, money in cents/Rappen, net. */
export interface FrozenSurcharge {
  kind: string;
  optionId?: number;
  label: string;
  netPer100: number;
  netTotal: number;
}

/** The all-in price as the customer saw and accepted it: held by a quote, kept by the order. */
export interface FrozenPrice {
  dealerName: string;
  branchName: string;
  currency: CurrencyCode;
  amount: number;
  unit: AmountUnit;
  productId: number;
  productName: string;
  climateNeutral: boolean;
  baseNetPer100: number;
  surcharges: FrozenSurcharge[];
  netTotal: number;
  vatRate: number;
  vatTotal: number;
  grossTotal: number;
  grossPer100: number;
  earliestDelivery: string;
  latestDelivery: string;
}
