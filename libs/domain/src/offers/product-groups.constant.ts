/** Product groups of the shop (spec 1 §1, spec 2 §9). */
export type ProductGroupId = 1 | 2 | 3 | 4 | 5;
export type ProductGroupUrlName =
  'heizoel' | 'diesel' | 'holzpellets-lose' | 'holzpellets-sackware' | 'adblue';

/** Ids by meaning, for rules that single out one group. */
export const PRODUCT_GROUP_IDS = {
  heatingOil: 1,
  diesel: 2,
  loosePellets: 3,
  baggedPellets: 4,
  adBlue: 5,
} as const satisfies Record<string, ProductGroupId>;

export type AmountUnit = 'l' | 'kg';

export interface ProductGroup {
  readonly id: ProductGroupId;
  readonly urlName: ProductGroupUrlName;
  readonly name: string;
  /** Amounts are litres for liquids and kilograms for pellets; prices are always per 100 units. */
  readonly unit: AmountUnit;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly defaultAmount: number;
}

/**
 * Amount limits: heating oil and diesel as the spec says (500–32,000 l, one tanker). Loose pellets come by
 * silo truck from 2 t up to a full 30 t load; bagged pellets by the pallet (65 bags of 15 kg = 975 kg), up
 * to 20 pallets; AdBlue in IBCs or a small tanker from 500 l to 10,000 l.
 */
export const PRODUCT_GROUPS: readonly ProductGroup[] = [
  {
    id: 1,
    urlName: 'heizoel',
    name: 'Heizöl',
    unit: 'l',
    minAmount: 500,
    maxAmount: 32_000,
    defaultAmount: 3_000,
  },
  {
    id: 2,
    urlName: 'diesel',
    name: 'Diesel',
    unit: 'l',
    minAmount: 500,
    maxAmount: 32_000,
    defaultAmount: 3_000,
  },
  {
    id: 3,
    urlName: 'holzpellets-lose',
    name: 'Holzpellets lose',
    unit: 'kg',
    minAmount: 2_000,
    maxAmount: 30_000,
    defaultAmount: 5_000,
  },
  {
    id: 4,
    urlName: 'holzpellets-sackware',
    name: 'Holzpellets Sackware',
    unit: 'kg',
    minAmount: 975,
    maxAmount: 19_500,
    defaultAmount: 1_950,
  },
  {
    id: 5,
    urlName: 'adblue',
    name: 'AdBlue',
    unit: 'l',
    minAmount: 500,
    maxAmount: 10_000,
    defaultAmount: 1_000,
  },
];

export function productGroupByUrlName(urlName: string): ProductGroup | undefined {
  return PRODUCT_GROUPS.find((g) => g.urlName === urlName);
}

export function productGroupById(id: number): ProductGroup | undefined {
  return PRODUCT_GROUPS.find((g) => g.id === id);
}

export function productGroupUrlName(id: ProductGroupId): ProductGroupUrlName {
  return (PRODUCT_GROUPS.find((g) => g.id === id) as ProductGroup).urlName;
}
