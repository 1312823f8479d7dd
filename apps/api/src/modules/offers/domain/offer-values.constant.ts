import { COUNTRIES, PRODUCT_GROUPS, PRODUCTS } from '@fuel/domain';
import type { SurchargeKind } from './market.types.js';

/** The values of the catalogue's closed sets, once each in catalogue order, for the OpenAPI enums. */
const distinct = <T>(values: readonly T[]): readonly T[] => [...new Set(values)];

export const CURRENCY_CODES = distinct(COUNTRIES.map((c) => c.currencyCode));
export const AMOUNT_UNITS = distinct(PRODUCT_GROUPS.map((g) => g.unit));
export const PRODUCT_QUALITIES = distinct(PRODUCTS.map((p) => p.quality));

/** Every kind of surcharge line an offer can carry. */
export const SURCHARGE_KINDS = [
  'option',
  'smallQuantity',
  'climateNeutral',
  'extraStations',
] as const satisfies readonly SurchargeKind[];
