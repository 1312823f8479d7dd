import { describe, expect, it } from 'vitest';
import { chartDateFormat, chartGeometry, niceStep, spreadIndices } from './price-chart.util';

const BOX = { width: 120, height: 70, left: 20, right: 0, top: 0, bottom: 20 };
const FORMAT = { price: (cents: number) => String(cents / 100), date: (iso: string) => iso.slice(5, 10) };
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T00:00:00.000Z`;

describe('niceStep', () => {
  it.each([
    [1000, 4, 250],
    [1735, 4, 500],
    [90, 4, 25],
    [0, 4, 1],
  ])('splits %i into about %i parts of %i', (span, count, step) => {
    expect(niceStep(span, count)).toBe(step);
  });
});

describe('spreadIndices', () => {
  it('keeps first and last and spreads the rest', () => {
    expect(spreadIndices(366, 6)).toEqual([0, 73, 146, 219, 292, 365]);
    expect(spreadIndices(3, 6)).toEqual([0, 1, 2]);
    expect(spreadIndices(0, 6)).toEqual([]);
  });
});

describe('chartGeometry', () => {
  it('draws the series inside the plot with round price ticks enclosing every point', () => {
    const series = [
      { DateTime: day(1), Price: 9_900 },
      { DateTime: day(2), Price: 10_100 },
      { DateTime: day(3), Price: 10_000 },
    ];
    const geometry = chartGeometry(series, BOX, FORMAT);
    // Step 50 cents: 99.00 to 101.00, the lowest price on the baseline, the highest at the top.
    expect(geometry.yTicks.map((t) => t.label)).toEqual(['99', '99.5', '100', '100.5', '101']);
    expect(geometry.line).toBe('M20,50L70,0L120,25');
    expect(geometry.area).toBe('M20,50L70,0L120,25L120,50L20,50Z');
    expect(geometry.xTicks).toEqual([
      { position: 20, label: '11-01' },
      { position: 70, label: '11-02' },
      { position: 120, label: '11-03' },
    ]);
    expect(geometry.last).toEqual({ x: 120, y: 25 });
  });

  it('keeps a flat series off the edges of a zero span', () => {
    const geometry = chartGeometry([{ DateTime: day(1), Price: 10_000 }], BOX, FORMAT);
    expect(geometry.yTicks.length).toBeGreaterThanOrEqual(2);
    expect(geometry.line).toBe('M120,50');
  });

  it('draws nothing without data', () => {
    expect(chartGeometry([], BOX, FORMAT)).toEqual({
      line: '',
      area: '',
      yTicks: [],
      xTicks: [],
      last: undefined,
    });
  });
});

describe('chartDateFormat', () => {
  it('labels days for a month, months for a year and beyond', () => {
    expect(chartDateFormat('1m', 'UTC')(day(5))).toBe('05.11.');
    expect(chartDateFormat('1y', 'UTC')(day(5))).toBe('Nov. 26');
    expect(chartDateFormat('10y', 'UTC')(day(5))).toBe('Nov. 2026');
  });
});
