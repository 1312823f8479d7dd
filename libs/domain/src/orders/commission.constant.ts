/**
 * The marketplace's commission on a dealer's orders, in basis points (1/100 %), so the rate stays an integer
 * like the money it applies to. A dealer without a stored rate pays the default.
 */
export const DEFAULT_COMMISSION_BASIS_POINTS = 300;

/** The highest rate the back office may set: 30 %. */
export const MAX_COMMISSION_BASIS_POINTS = 3000;

/** A rate as staff type it: '3', '3,5' or '3.25' (percent, at most two decimals). */
const PERCENT_TEXT = /^(\d{1,2})(?:[.,](\d{1,2}))?$/;

/** Basis points of a typed percentage, or undefined when it is no percentage between 0 and 30 %. */
export function parseCommissionPercent(text: string): number | undefined {
  const match = PERCENT_TEXT.exec(text.trim());
  if (!match) return undefined;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= MAX_COMMISSION_BASIS_POINTS ? basisPoints : undefined;
}

/** The commission on a gross value in minor units at a rate in basis points, rounded half up per order. */
export function commissionOf(grossTotal: number, basisPoints: number): number {
  return Math.round((grossTotal * basisPoints) / 10_000);
}
