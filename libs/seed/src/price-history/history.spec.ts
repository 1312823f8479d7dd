import { describe, expect, it } from 'vitest';
import { planPriceHistory, stableOffset } from './history.js';

const input = {
  seed: 7,
  endDate: '2026-11-21',
  days: 3_660,
  countryAnchors: { 1: 10_000, 2: 10_750, 3: 10_250 },
  states: [
    { stateId: 101, countryId: 1 as const },
    { stateId: 201, countryId: 2 as const },
    { stateId: 301, countryId: 3 as const },
  ],
};

describe('planPriceHistory', () => {
  const plan = planPriceHistory(input);

  it('is deterministic', () => {
    const again = planPriceHistory(input);
    expect(again.countries.get(1)).toEqual(plan.countries.get(1));
    expect(again.states.get(201)).toEqual(plan.states.get(201));
    expect(again.factors.get(5)).toEqual(plan.factors.get(5));
    expect(planPriceHistory({ ...input, seed: 8 }).countries.get(1)).not.toEqual(plan.countries.get(1));
  });

  it('covers at least ten years of consecutive days ending on endDate', () => {
    expect(plan.dates.length).toBeGreaterThanOrEqual(3_650);
    expect(plan.dates.at(-1)).toBe('2026-11-21');
    expect(plan.dates[0]).toBe('2016-11-14');
    expect(new Set(plan.dates).size).toBe(plan.dates.length);
    for (const series of [...plan.countries.values(), ...plan.states.values(), ...plan.factors.values()])
      expect(series).toHaveLength(plan.dates.length);
  });

  it('lands on the anchors and stays within plausible bounds', () => {
    for (const countryId of [1, 2, 3] as const) {
      const series = plan.countries.get(countryId) ?? [];
      expect(series.at(-1)).toBe(input.countryAnchors[countryId]);
      expect(Math.min(...series)).toBeGreaterThanOrEqual(input.countryAnchors[countryId] * 0.55 - 1);
      expect(Math.max(...series)).toBeLessThanOrEqual(input.countryAnchors[countryId] * 1.6 + 1);
      expect(series.every(Number.isInteger)).toBe(true);
    }
    const brent = plan.factors.get(1) ?? [];
    expect(Math.min(...brent)).toBeGreaterThan(25);
    expect(Math.max(...brent)).toBeLessThan(140);
    const eurUsd = plan.factors.get(2) ?? [];
    expect(Math.min(...eurUsd)).toBeGreaterThan(0.85);
    expect(Math.max(...eurUsd)).toBeLessThan(1.4);
    // Day-to-day moves of the site price stay small (no jumps).
    const de = plan.countries.get(1) ?? [];
    const moves = de.slice(1).map((v, i) => Math.abs(v / (de[i] ?? v) - 1));
    expect(Math.max(...moves)).toBeLessThan(0.05);
  });

  it('keeps states near their site', () => {
    const site = plan.countries.get(1) ?? [];
    const state = plan.states.get(101) ?? [];
    state.forEach((v, i) => expect(Math.abs(v / (site[i] ?? v) - 1)).toBeLessThan(0.11));
  });
});

describe('helpers', () => {
  it('gives stable offsets within the spread', () => {
    expect(stableOffset('Landkreis München', 0.03)).toBe(stableOffset('Landkreis München', 0.03));
    expect(Math.abs(stableOffset('x', 0.03))).toBeLessThanOrEqual(0.03);
  });
});
