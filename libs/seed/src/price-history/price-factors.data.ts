import type { CountryId } from '@fuel/domain';

export interface PriceFactorSeed {
  readonly id: number;
  /** Null: shown on every site (which ids a site shows is PRICE_FACTOR_IDS in @fuel/domain). */
  readonly countryId: CountryId | null;
  readonly name: string;
  readonly unit: string;
}

/** The five market drivers of spec 1 §3 / §7; id 3 is the one whose growth reads as good news. */
export const PRICE_FACTORS: readonly PriceFactorSeed[] = [
  { id: 1, countryId: null, name: 'Rohöl Brent', unit: 'USD/Barrel' },
  { id: 2, countryId: null, name: 'Euro/US-Dollar', unit: 'USD' },
  { id: 3, countryId: null, name: 'Heizöl-Trendindex', unit: 'Punkte' },
  { id: 4, countryId: 3, name: 'US-Dollar/Franken', unit: 'CHF' },
  { id: 5, countryId: null, name: 'Gasöl', unit: 'USD/t' },
];
