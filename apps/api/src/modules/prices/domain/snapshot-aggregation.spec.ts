import { describe, expect, it } from '@jest/globals';
import { aggregatePrices } from './snapshot-aggregation.js';

describe('aggregatePrices', () => {
  const prices = new Map([
    [1, 10_000],
    [2, 10_400],
    [3, 9_800],
  ]);
  const serving: Record<string, number[]> = {
    '80331': [1, 2],
    '80333': [2, 3, 99],
    '85221': [3],
    '99999': [],
  };
  const areas = [
    { zipCode: '80331', stateId: 102, county: 'München' },
    { zipCode: '80333', stateId: 102, county: 'München' },
    { zipCode: '85221', stateId: 102, county: 'Dachau' },
    { zipCode: '99999', stateId: 116, county: 'Nowhere' },
  ];
  const rows = aggregatePrices(prices, areas, (zip) => serving[zip] ?? []);
  const find = (scope: string, key: string) =>
    rows.find((r) => r.scope === scope && r.scopeKey === key)?.stats;

  it('prices each zip from its serving branches, ignoring branches without an offer', () => {
    expect(find('city', '80331')).toEqual({ average: 10_200, min: 10_000, max: 10_400, offerCount: 2 });
    expect(find('city', '80333')).toEqual({ average: 10_100, min: 9_800, max: 10_400, offerCount: 2 });
    expect(find('city', '99999')).toBeUndefined();
  });

  it('averages zips into counties, states and the site', () => {
    expect(find('county', '102:München')).toEqual({
      average: 10_150,
      min: 9_800,
      max: 10_400,
      offerCount: 3,
    });
    expect(find('state', '102')).toEqual({ average: 10_033, min: 9_800, max: 10_400, offerCount: 3 });
    expect(find('country', '')?.average).toBe(10_033);
    expect(find('state', '116')).toBeUndefined();
  });
});
