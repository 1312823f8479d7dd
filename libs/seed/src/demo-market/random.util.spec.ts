import { describe, expect, it } from 'vitest';
import { createRandom, mulberry32 } from './random.util.js';

const take = (next: () => number, n: number) => Array.from({ length: n }, next);

describe('seeded random', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    expect(take(mulberry32(20261122), 50)).toEqual(take(mulberry32(20261122), 50));
    expect(take(mulberry32(1), 5)).not.toEqual(take(mulberry32(2), 5));
    const values = take(mulberry32(7), 10_000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(values.reduce((a, b) => a + b, 0) / values.length).toBeCloseTo(0.5, 1);
  });

  it('derives stable, independent streams by label', () => {
    const a = createRandom(42).fork('dealers');
    const b = createRandom(42).fork('dealers');
    const c = createRandom(42).fork('prices');
    const first = take(a.next, 20);
    expect(first).toEqual(take(b.next, 20));
    expect(first).not.toEqual(take(c.next, 20));
  });

  it('keeps int() within both bounds and reaches them', () => {
    const random = createRandom(3);
    const seen = new Set(Array.from({ length: 2_000 }, () => random.int(2, 10)));
    expect([...seen].sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
