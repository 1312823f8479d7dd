import { OPTION_IDS, type OptionGroupLookup } from './calculator-options.constant.js';
import { type ProductGroupId } from './product-groups.constant.js';
import { type CountryId } from '../common/countries.constant.js';

export type OptionGroupKey = 'deliveryTime' | 'hoseLength' | 'tanker' | 'payment' | 'deliveryWindow';

export interface OptionDefinition {
  readonly id: number;
  /** Stable machine key, e.g. for analytics and the Parameters[].Key field. */
  readonly key: string;
  readonly group: OptionGroupKey;
  readonly label: string;
  readonly description: string;
  /** Shown as an upgrade of the group's default (express delivery, longer hose, …). */
  readonly isUpselling: boolean;
  /** The option carries a number (instalment months) … */
  readonly defaultModifier?: number;
  readonly allowedModifiers?: readonly number[];
  /** … or a desired delivery date (`id$dtYYYY-MM-DD` in the query string). */
  readonly takesDesiredDate?: boolean;
}

export interface OptionGroupDefinition {
  readonly id: number;
  readonly key: OptionGroupKey;
  readonly label: string;
  readonly defaultOptionId: number;
  readonly optionIds: readonly number[];
  /** Bagged pellets come on pallets: no hose, no tanker choice. */
  readonly productGroupIds: readonly ProductGroupId[];
}

const ALL_GROUPS: readonly ProductGroupId[] = [1, 2, 3, 4, 5];
const BULK_GROUPS: readonly ProductGroupId[] = [1, 2, 3, 5];

/** Ids beyond the ones the spec names (5, 1, 31, 24, -2, 11, 23, 9) are ours. */
export const OPTION_CATALOGUE_IDS = {
  ...OPTION_IDS,
  desiredDate: 32,
  hoseUpTo60m: 25,
  hoseUpTo80m: 26,
  smallTanker: 3,
  tankerWithoutTrailer: 4,
  sepaDirectDebit: 12,
  cashOnDelivery: 13,
  cardOnDelivery: 14,
  paypal: 15,
  morningWindow: 10,
  afternoonWindow: 16,
} as const;

const ids = OPTION_CATALOGUE_IDS;

export const OPTIONS: readonly OptionDefinition[] = [
  {
    id: ids.standardDelivery,
    key: 'STANDARD_DELIVERY',
    group: 'deliveryTime',
    label: 'Standardlieferung',
    description: 'Lieferung innerhalb der Lieferfrist des Händlers',
    isUpselling: false,
  },
  {
    id: ids.express48,
    key: 'EXPRESS_48',
    group: 'deliveryTime',
    label: 'Expresslieferung 48 h',
    description: 'Lieferung innerhalb von zwei Werktagen',
    isUpselling: true,
  },
  {
    id: ids.express24,
    key: 'EXPRESS_24',
    group: 'deliveryTime',
    label: 'Expresslieferung 24 h',
    description: 'Lieferung am nächsten Werktag',
    isUpselling: true,
  },
  {
    id: ids.desiredDate,
    key: 'DESIRED_DATE',
    group: 'deliveryTime',
    label: 'Wunschtermin',
    description: 'Lieferung an einem Werktag Ihrer Wahl',
    isUpselling: true,
    takesDesiredDate: true,
  },
  {
    id: ids.hoseUpTo40m,
    key: 'HOSE_40',
    group: 'hoseLength',
    label: 'Schlauchlänge bis 40 m',
    description: 'reicht für die meisten Einfamilienhäuser',
    isUpselling: false,
  },
  {
    id: ids.hoseUpTo60m,
    key: 'HOSE_60',
    group: 'hoseLength',
    label: 'Schlauchlänge bis 60 m',
    description: 'für Tanks weit entfernt von der Straße',
    isUpselling: false,
  },
  {
    id: ids.hoseUpTo80m,
    key: 'HOSE_80',
    group: 'hoseLength',
    label: 'Schlauchlänge bis 80 m',
    description: 'für Hinterhöfe und lange Zufahrten',
    isUpselling: false,
  },
  {
    id: ids.anyTanker,
    key: 'ANY_TANKER',
    group: 'tanker',
    label: 'Tankwagen beliebig',
    description: 'jede Fahrzeuggröße kann anfahren',
    isUpselling: false,
  },
  {
    id: ids.smallTanker,
    key: 'SMALL_TANKER',
    group: 'tanker',
    label: 'Kleiner Tankwagen (bis 18 t)',
    description: 'für enge Zufahrten und Gewichtsbeschränkungen',
    isUpselling: false,
  },
  {
    id: ids.tankerWithoutTrailer,
    key: 'NO_TRAILER',
    group: 'tanker',
    label: 'Tankwagen ohne Anhänger',
    description: 'wenn kein Platz für einen Hängerzug ist',
    isUpselling: false,
  },
  {
    id: ids.paymentInvoice,
    key: 'INVOICE',
    group: 'payment',
    label: 'Rechnung',
    description: 'zahlbar nach Lieferung',
    isUpselling: false,
  },
  {
    id: ids.sepaDirectDebit,
    key: 'SEPA_DIRECT_DEBIT',
    group: 'payment',
    label: 'SEPA-Lastschrift',
    description: 'Einzug nach Lieferung',
    isUpselling: false,
  },
  {
    id: ids.cashOnDelivery,
    key: 'CASH',
    group: 'payment',
    label: 'Barzahlung bei Lieferung',
    description: 'an den Fahrer',
    isUpselling: false,
  },
  {
    id: ids.cardOnDelivery,
    key: 'CARD',
    group: 'payment',
    label: 'EC-Karte bei Lieferung',
    description: 'Kartenzahlung am Fahrzeug',
    isUpselling: false,
  },
  {
    id: ids.instalment,
    key: 'INSTALMENT',
    group: 'payment',
    label: 'Ratenzahlung',
    description: 'in bequemen Monatsraten',
    isUpselling: true,
    defaultModifier: 6,
    allowedModifiers: [3, 6, 12, 24],
  },
  {
    id: ids.paypal,
    key: 'PAYPAL',
    group: 'payment',
    label: 'PayPal',
    description: 'Zahlung über Ihr PayPal-Konto',
    isUpselling: false,
  },
  {
    id: ids.allDayDeliveryWindow,
    key: 'ALL_DAY',
    group: 'deliveryWindow',
    label: 'ganztägig',
    description: 'Lieferung zwischen 7 und 18 Uhr',
    isUpselling: false,
  },
  {
    id: ids.morningWindow,
    key: 'MORNING',
    group: 'deliveryWindow',
    label: 'vormittags',
    description: 'Lieferung zwischen 7 und 12 Uhr',
    isUpselling: true,
  },
  {
    id: ids.afternoonWindow,
    key: 'AFTERNOON',
    group: 'deliveryWindow',
    label: 'nachmittags',
    description: 'Lieferung zwischen 12 und 18 Uhr',
    isUpselling: true,
  },
];

export const OPTION_GROUPS: readonly OptionGroupDefinition[] = [
  {
    id: 1,
    key: 'deliveryTime',
    label: 'Lieferzeit',
    defaultOptionId: ids.standardDelivery,
    optionIds: [ids.standardDelivery, ids.express48, ids.express24, ids.desiredDate],
    productGroupIds: ALL_GROUPS,
  },
  {
    id: 2,
    key: 'hoseLength',
    label: 'Schlauchlänge',
    defaultOptionId: ids.hoseUpTo40m,
    optionIds: [ids.hoseUpTo40m, ids.hoseUpTo60m, ids.hoseUpTo80m],
    productGroupIds: BULK_GROUPS,
  },
  {
    id: 3,
    key: 'tanker',
    label: 'Tankwagengröße',
    defaultOptionId: ids.anyTanker,
    optionIds: [ids.anyTanker, ids.smallTanker, ids.tankerWithoutTrailer],
    productGroupIds: BULK_GROUPS,
  },
  {
    id: 4,
    key: 'payment',
    label: 'Zahlungsart',
    defaultOptionId: ids.paymentInvoice,
    optionIds: [
      ids.paymentInvoice,
      ids.sepaDirectDebit,
      ids.cashOnDelivery,
      ids.cardOnDelivery,
      ids.instalment,
      ids.paypal,
    ],
    productGroupIds: ALL_GROUPS,
  },
  {
    id: 5,
    key: 'deliveryWindow',
    label: 'Lieferfenster',
    defaultOptionId: ids.allDayDeliveryWindow,
    optionIds: [ids.allDayDeliveryWindow, ids.morningWindow, ids.afternoonWindow],
    productGroupIds: ALL_GROUPS,
  },
];

export function optionById(id: number): OptionDefinition | undefined {
  return OPTIONS.find((o) => o.id === id);
}

/**
 * Options a site does not offer. Switzerland has no SEPA direct debit for consumers (its own LSV+ and eBill
 * schemes), so the ch site offers no 'SEPA-Lastschrift' in the calculator or the payment step.
 */
const OPTIONS_NOT_ON_SITE: Readonly<Record<CountryId, readonly number[]>> = {
  1: [],
  2: [],
  3: [ids.sepaDirectDebit],
};

export function optionOfferedOnSite(optionId: number, countryId: CountryId): boolean {
  return !OPTIONS_NOT_ON_SITE[countryId].includes(optionId);
}

export function optionGroupsFor(productGroupId: ProductGroupId): OptionGroupDefinition[] {
  return OPTION_GROUPS.filter((g) => g.productGroupIds.includes(productGroupId));
}

/** The one option per applicable group that a new calculation starts with. */
export function defaultOptionIdsFor(productGroupId: ProductGroupId): number[] {
  return optionGroupsFor(productGroupId).map((g) => g.defaultOptionId);
}

/** Option id → group key, so "exactly one option per group" holds before the server catalogue is loaded. */
export const KNOWN_OPTION_GROUPS: OptionGroupLookup = new Map(OPTIONS.map((o) => [o.id, o.group]));
