import type { SalesSiteOutput } from '@fuel/api-client';
import { describe, expect, it } from 'vitest';
import { ratePercentText, salesTableRows } from './sales-table.util';

const figures = {
  orders: 1234,
  orderValue: 123_456_78,
  orderCommission: 370_370,
  cancellationsWithCommission: 2,
  cancellationCommission: 2000,
  cancellationsWithoutCommission: 1,
  totalCommission: 372_370,
};

/** Intl writes narrow and no-break spaces; the expectations use plain ones. */
const plain = <T extends object>(row: T | undefined) =>
  JSON.parse(JSON.stringify(row).replace(/[\u00a0\u202f]/g, ' ')) as T;

const site = (countryId: 1 | 3): SalesSiteOutput => ({
  countryId,
  dealers: [{ dealerId: 7, dealerName: 'Heizöl Huber', currentRateBasisPoints: 350, ...figures }],
  total: figures,
});

describe('salesTableRows', () => {
  it('lists the dealers with their rate, then the totals, in the German site’s formats', () => {
    const [dealer, total] = salesTableRows(site(1)).map(plain);
    expect(dealer).toEqual({
      key: 'dealer-7',
      dealer: { id: 7, name: 'Heizöl Huber', rate: '3,5' },
      orders: '1.234',
      orderValue: '123.456,78 €',
      orderCommission: '3.703,70 €',
      cancellationsWithCommission: '2 (20,00 €)',
      cancellationsWithoutCommission: '1',
      totalCommission: '3.723,70 €',
    });
    expect(total).toMatchObject({ key: 'total', dealer: null, totalCommission: '3.723,70 €' });
  });

  it('writes Swiss figures in francs', () => {
    expect(plain(salesTableRows(site(3))[1])?.orderValue).toBe("CHF 123'456.78");
  });
});

describe('ratePercentText', () => {
  it.each([
    [300, '3'],
    [350, '3,5'],
    [325, '3,25'],
    [0, '0'],
    [3000, '30'],
  ])('writes %i basis points as %s', (basisPoints, text) => {
    expect(ratePercentText(basisPoints)).toBe(text);
  });
});
