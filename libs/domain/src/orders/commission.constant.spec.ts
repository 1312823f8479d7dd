import { describe, expect, it } from 'vitest';
import { commissionOf, parseCommissionPercent } from './commission.constant.js';

describe('parseCommissionPercent', () => {
  it.each([
    ['3', 300],
    ['3,5', 350],
    [' 3.25 ', 325],
    ['0', 0],
    ['30', 3000],
    ['30,00', 3000],
  ])('reads %s as %i basis points', (text, basisPoints) => {
    expect(parseCommissionPercent(text)).toBe(basisPoints);
  });

  it.each(['30,01', '31', '-1', '3,555', 'drei', '', '3 %', '3\u0000'])('refuses %j', (text) => {
    expect(parseCommissionPercent(text)).toBeUndefined();
  });
});

describe('commissionOf', () => {
  it('rounds each order half up', () => {
    expect(commissionOf(200_001, 400)).toBe(8000);
    expect(commissionOf(12_350, 100)).toBe(124);
  });
});
