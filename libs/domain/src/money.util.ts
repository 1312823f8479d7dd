/** Money in minor units (Cent, Rappen). Always a safe integer; floats never carry money. */
export type Cents = number;

/** 100 % in basis points; VAT rates are stored as basis points (19 % = 1900). */
export const BASIS_POINTS_PER_WHOLE = 10000;

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/**
 * numerator × factor ÷ divisor, rounded commercially (half away from zero, "kaufmännisch").
 * BigInt keeps the intermediate product exact however large it grows.
 */
export function mulDivRoundHalfUp(numerator: number, factor: number, divisor: number): number {
  assertInteger(numerator, 'numerator');
  assertInteger(factor, 'factor');
  assertInteger(divisor, 'divisor');
  if (divisor === 0) throw new RangeError('divisor must not be 0');
  const product = BigInt(numerator) * BigInt(factor);
  const negative = product < 0n !== divisor < 0;
  const absProduct = product < 0n ? -product : product;
  const absDivisor = BigInt(Math.abs(divisor));
  const quotient = absProduct / absDivisor;
  const rounded = (absProduct % absDivisor) * 2n >= absDivisor ? quotient + 1n : quotient;
  const result = Number(negative ? -rounded : rounded);
  assertInteger(result, 'result');
  return result;
}

export function addMoney(...amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, amount) => {
    assertInteger(amount, 'amount');
    const next = sum + amount;
    assertInteger(next, 'sum');
    return next;
  }, 0);
}

/**
 * Price of `quantity` units when `unitPrice` is quoted per `per` units, e.g. a price per 100 litres
 * times 3000 litres: multiplyMoney(8945, 3000, 100).
 */
export function multiplyMoney(unitPrice: Cents, quantity: number, per = 1): Cents {
  return mulDivRoundHalfUp(unitPrice, quantity, per);
}

/** The usual way fuel prices are quoted: what 100 units cost, given the total for `quantity`. */
export function pricePer100Units(total: Cents, quantity: number): Cents {
  if (quantity <= 0) throw new RangeError(`quantity must be positive, got ${quantity}`);
  return mulDivRoundHalfUp(total, 100, quantity);
}

export function vatOfNet(net: Cents, vatBasisPoints: number): Cents {
  return mulDivRoundHalfUp(net, vatBasisPoints, BASIS_POINTS_PER_WHOLE);
}

export function grossFromNet(net: Cents, vatBasisPoints: number): Cents {
  return net + vatOfNet(net, vatBasisPoints);
}

export interface GrossSplit {
  readonly net: Cents;
  readonly vat: Cents;
}

/** Net is rounded and VAT takes the remainder, so net + vat always equals the gross exactly. */
export function splitGross(gross: Cents, vatBasisPoints: number): GrossSplit {
  const net = mulDivRoundHalfUp(gross, BASIS_POINTS_PER_WHOLE, BASIS_POINTS_PER_WHOLE + vatBasisPoints);
  return { net, vat: gross - net };
}
