import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  allocateProportionally,
  grossFromNet,
  mulDivRoundHalfUp,
  multiplyMoney,
  pricePer100Units,
  vatOfNet,
} from './money.util.js';

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('mulDivRoundHalfUp', () => {
  it('rounds halves away from zero and everything else to the nearest integer', () => {
    expect(mulDivRoundHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivRoundHalfUp(-5, 1, 2)).toBe(-3);
    expect(mulDivRoundHalfUp(4, 1, 3)).toBe(1);
    expect(mulDivRoundHalfUp(5, 1, 3)).toBe(2);
    expect(mulDivRoundHalfUp(5, 1, -2)).toBe(-3);
  });

  it('stays exact where a float product would lose digits', () => {
    expect(mulDivRoundHalfUp(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses floats, a zero divisor and results beyond the safe range', () => {
    expect(() => mulDivRoundHalfUp(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });

  it('is within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (a, b, d) => {
          const exact = (BigInt(a) * BigInt(b) * 2n) / BigInt(d);
          const doubled = BigInt(mulDivRoundHalfUp(a, b, d)) * 2n;
          expect(doubled - exact <= 1n && exact - doubled <= 1n).toBe(true);
        },
      ),
    );
  });
});

describe('multiplyMoney and pricePer100Units', () => {
  it('prices 3000 litres from a price per 100 litres', () => {
    expect(multiplyMoney(8945, 3000, 100)).toBe(268350);
    expect(multiplyMoney(8945, 1234, 100)).toBe(110381); // 110381.3
    expect(multiplyMoney(8945, 1250, 100)).toBe(111813); // 111812.5 rounds up
  });

  it('multiplies by a plain quantity', () => {
    expect(multiplyMoney(250, 4)).toBe(1000);
  });

  it('derives the price per 100 units from a total', () => {
    expect(pricePer100Units(268350, 3000)).toBe(8945);
    expect(pricePer100Units(100000, 3000)).toBe(3333);
    expect(() => pricePer100Units(100, 0)).toThrow(RangeError);
  });
});

describe('VAT', () => {
  it('adds VAT in basis points per site', () => {
    expect(vatOfNet(10000, 1900)).toBe(1900);
    expect(grossFromNet(10000, 1900)).toBe(11900);
    expect(grossFromNet(10000, 2000)).toBe(12000);
    expect(grossFromNet(10000, 810)).toBe(10810);
    expect(vatOfNet(5, 1000)).toBe(1); // 0.5 rounds up
  });
});

describe('allocateProportionally', () => {
  it('splits exactly and in proportion', () => {
    expect(allocateProportionally(300_000, [1000, 2000])).toEqual([100_000, 200_000]);
    const shares = allocateProportionally(100_001, [1, 1, 1]);
    expect(shares).toEqual([33_334, 33_334, 33_333]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100_001);
    expect(allocateProportionally(5, [0, 0])).toEqual([0, 0]);
  });
});
