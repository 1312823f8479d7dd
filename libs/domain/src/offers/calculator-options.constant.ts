/**
 * Option ids the client must know by number (spec 1 §3, §4). The full option catalogue with its
 * groups comes from GET /api/kalkulation/init; these are only the ids rules refer to.
 */
export const OPTION_IDS = {
  standardDelivery: 5,
  express48: 1,
  express24: 31,
  hoseUpTo40m: 24,
  anyTanker: -2,
  paymentInvoice: 11,
  instalment: 23,
  allDayDeliveryWindow: 9,
} as const;

/** Options selected before the visitor changes anything, one per group. */
export const DEFAULT_OPTION_IDS: readonly number[] = [
  OPTION_IDS.standardDelivery,
  OPTION_IDS.hoseUpTo40m,
  OPTION_IDS.anyTanker,
  OPTION_IDS.paymentInvoice,
  OPTION_IDS.allDayDeliveryWindow,
];

/** Months of the instalment plan the instalment target asks for. */
export const INSTALMENT_TARGET_MONTHS = 12;
/** Months used when an instalment option arrives without a usable modifier. */
export const INSTALMENT_FALLBACK_MONTHS = 6;

/** Maps an option id to the key of its group; exactly one option per group may be selected. */
export type OptionGroupLookup = ReadonlyMap<number, string>;
