import { describe, expect, it } from 'vitest';
import { changePercent, priceSpan, priceTableRows, trendOf } from './price-table.util';

const row = (GroupTitle: string, Price: number, Open: number) => ({
  GroupTitle,
  Price,
  Open,
  Change: Price - Open,
  Link: `/heizoelpreise/${GroupTitle.toLowerCase()}`,
});

describe('priceTableRows', () => {
  it('derives open, change in per cent and the Differenz, sorted by name', () => {
    const rows = priceTableRows([
      row('Tirol', 10_200, 10_000),
      row('Kärnten', 9_900, 10_000),
      row('Burgenland', 9_950, 9_950),
    ]);
    expect(rows).toEqual([
      {
        groupTitle: 'Burgenland',
        price: 9_950,
        change: { open: 9_950, difference: 0 },
        link: '/heizoelpreise/burgenland',
      },
      {
        groupTitle: 'Kärnten',
        price: 9_900,
        change: { open: 10_000, difference: -100 },
        link: '/heizoelpreise/kärnten',
      },
      {
        groupTitle: 'Tirol',
        price: 10_200,
        change: { open: 10_000, difference: 200 },
        link: '/heizoelpreise/tirol',
      },
    ]);
    // The table shows the per cent and the colour of each row's change as these give them.
    const shown = rows.map(
      ({ change }) =>
        change && [changePercent(change.difference, change.open), trendOf(change.difference, change.open)],
    );
    expect(shown).toEqual([
      [0, 'same'],
      [-1, 'down'],
      [2, 'up'],
    ]);
  });

  it('does not divide by a previous price of 0', () => {
    const change = priceTableRows([row('Wien', 10_000, 0)])[0]?.change;
    expect(change && changePercent(change.difference, change.open)).toBe(0);
  });

  it('knows no change without a stored day before, rather than a change of 0', () => {
    const [wien] = priceTableRows([{ GroupTitle: 'Wien', Price: 10_000, Link: '/heizoelpreise/wien' }]);
    expect(wien).toEqual({
      groupTitle: 'Wien',
      price: 10_000,
      change: undefined,
      link: '/heizoelpreise/wien',
    });
  });
});

describe('change of the day', () => {
  it('shows a change that rounds to 0,0 % as neutral, whatever its sign', () => {
    expect(changePercent(2, 9_500)).toBe(0);
    expect(trendOf(2, 9_500)).toBe('same');
    expect(changePercent(-4, 9_500)).toBe(0);
    expect(Object.is(changePercent(-4, 9_500), -0)).toBe(false);
    expect(trendOf(-4, 9_500)).toBe('same');
  });

  it('follows the real direction from 0.1 % on, symmetrically', () => {
    expect(changePercent(5, 10_000)).toBe(0.1);
    expect(trendOf(5, 10_000)).toBe('up');
    expect(changePercent(-5, 10_000)).toBe(-0.1);
    expect(trendOf(-5, 10_000)).toBe('down');
    expect(changePercent(-126, 10_000)).toBe(-1.3);
  });

  it('is neutral without a day-before price to compare with', () => {
    expect(trendOf(200, 0)).toBe('same');
  });
});

describe('priceSpan', () => {
  it('is the lowest and highest price and the number of rows', () => {
    expect(priceSpan([{ Price: 3 }, { Price: 1 }, { Price: 2 }])).toEqual({ low: 1, high: 3, count: 3 });
    expect(priceSpan([])).toBeUndefined();
  });
});
