import type { CommissionHistoryOutput } from '@fuel/api-client';
import { describe, expect, it } from 'vitest';
import { commissionHistoryLines, commissionRateText } from './commission-history.util';

const history = (rates: CommissionHistoryOutput['rates']): CommissionHistoryOutput => ({
  dealerId: 7,
  dealerName: 'Heizöl Huber',
  defaultRateBasisPoints: 300,
  currentRateBasisPoints: 300,
  rates,
});

const NOW = new Date('2026-11-20T12:00:00Z');

describe('commissionRateText', () => {
  it('writes two decimals in the site’s number format', () => {
    expect(commissionRateText(300, 1)).toBe('3,00 %');
    expect(commissionRateText(425, 'at')).toBe('4,25 %');
    expect(commissionRateText(0, 1)).toBe('0,00 %');
    expect(commissionRateText(3000, 1)).toBe('30,00 %');
    expect(commissionRateText(425, 3)).toMatch(/^4[.,]25 %$/);
  });
});

describe('commissionHistoryLines', () => {
  it('without stored rates shows only the default, which applies now', () => {
    expect(commissionHistoryLines(history([]), 1, NOW)).toEqual([
      { key: 'default', rate: '3,00 %', since: null, changedBy: null, isDefault: true, isCurrent: true },
    ]);
  });

  it('lists the default, then each rate from its day on the site’s calendar, the last started one current', () => {
    const lines = commissionHistoryLines(
      history([
        // 23:30 UTC on 31 October is 1 November in Berlin.
        {
          rateBasisPoints: 425,
          validFrom: '2026-10-31T23:30:00Z',
          changedBy: { userId: 1, name: 'Anna Admin' },
        },
        { rateBasisPoints: 250, validFrom: '2026-11-15T09:00:00Z', changedBy: null },
        { rateBasisPoints: 500, validFrom: '2026-12-01T00:00:00Z', changedBy: null },
      ]),
      1,
      NOW,
    );
    expect(lines.map(({ rate, since, changedBy, isCurrent }) => [rate, since, changedBy, isCurrent])).toEqual(
      [
        ['3,00 %', null, null, false],
        ['4,25 %', '01.11.2026', 'Anna Admin', false],
        ['2,50 %', '15.11.2026', null, true],
        ['5,00 %', '01.12.2026', null, false],
      ],
    );
  });
});
