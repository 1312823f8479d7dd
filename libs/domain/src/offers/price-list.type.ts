// A branch's price list for one product. Money is integer cents/Rappen, net of VAT; prices are per 100 units
// (100 l or 100 kg).

/** The tier applies from `minAmount` (l or kg) upwards. */
export interface PriceTier {
  minAmount: number;
  netPer100: number;
}

/** A surcharge per 100 units, a flat one per order, or both. */
export interface Surcharge {
  netPer100?: number;
  netFlat?: number;
}

export interface SmallQuantitySurcharge {
  /** Amounts below this pay the surcharge. */
  belowAmount: number;
  netPer100: number;
}
