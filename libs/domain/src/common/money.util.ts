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

/**
 * Splits `total` cents over shares proportional to `weights`, exactly: the shares add up to the total;
 * the cents left over by rounding down go to the largest remainders (ties: earlier first).
 */
export function allocateProportionally(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
