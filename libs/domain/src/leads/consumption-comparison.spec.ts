import { describe, expect, it } from 'vitest';

import {
  compareConsumption,
  type ComparisonContext,
  CONSUMPTION_RATING_LABELS,
  CONSUMPTION_RATINGS,
  type ConsumptionComparison,
  suggestedOrderAmount,
} from './consumption-comparison.js';
import type { ConsumptionAnswers } from './consumption-guide.definition.js';
import { MIN_COMPARABLE_HOUSEHOLDS, REFERENCE_SOURCE } from './consumption-reference.util.js';

/** A detached house of 1965 with 140 m², three residents, a 25-year-old boiler that also makes hot water. */
const house1965: ConsumptionAnswers = {
  buildingType: 'einfamilienhaus',
  constructionClass: '1949-1978',
  livingSpace: 140,
  residents: 3,
  hotWaterByOil: true,
  heatingAge: '20-29',
  tankSize: 5000,
  litresPerYear: 2500,
  zipCode: '80331',
};

/** 98.73 € per 100 l, as the calculator quotes it (9873 cents). */
const munich: ComparisonContext = { pricePerLitre: 98.73, currency: 'EUR', comparableKwhPerSquareMetre: [] };

function compare(answers: Partial<ConsumptionAnswers>, context: Partial<ComparisonContext> = {}) {
  return compareConsumption({ ...house1965, ...answers }, { ...munich, ...context });
}

/** Litres that give exactly `kwh` per m² on `area` m² with hot water from the oil heating. */
function atKwh(area: number, kwh: number): Partial<ConsumptionAnswers> {
  return { livingSpace: area, litresPerYear: (kwh * area) / 10, hotWaterByOil: true };
}

function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(numbersOf);
}

describe('compareConsumption: a 1965 detached house burning 2,500 l a year', () => {
  const result = compare({});

  it('converts litres to kWh per m² (10 kWh a litre) and rates it against the Heizspiegel', () => {
    expect(result).toMatchObject({
      ConsumptionLitres: 2500,
      ConsumptionKwh: 25000,
      KwhPerSquareMetre: 178.6,
      Rating: 'erhoeht',
      PercentileSource: 'reference',
      ComparableHouseholds: 0,
      MedianKwhPerSquareMetre: 141,
      Co2KgPerYear: 6650,
      Currency: 'EUR',
      PricePerLitre: 98.73,
      SuggestedOrderAmount: 4000,
    } satisfies Partial<ConsumptionComparison>);
    expect(result.ReferenceClasses).toEqual([
      { Rating: 'sparsam', UpToKwhPerSquareMetre: 105 },
      { Rating: 'durchschnittlich', UpToKwhPerSquareMetre: 161 },
      { Rating: 'erhoeht', UpToKwhPerSquareMetre: 238 },
      { Rating: 'hoch', UpToKwhPerSquareMetre: null },
    ]);
  });

  it('interpolates the percentile between the class bounds (162 → 65 %, 239 → 90 %)', () => {
    // 65 + (178.6 − 162) / 77 × 25 = 70.4
    expect(result.Percentile).toBe(70);
  });

  it('prices the year and the way to the median in cents', () => {
    expect(result.AnnualCost).toBe(246825);
    // (178.6 − 141) × 140 m² / 10 = 526.4 l → 530 l
    expect(result.SavingToMedian).toEqual({ Litres: 530, Cost: 52327, Co2Kg: 1410 });
  });

  it('ranks the measures that apply by litres saved, equal savings in a fixed order', () => {
    expect(result.Measures.map((m) => [m.Key, m.SavingLitres, m.SavingCost])).toEqual([
      ['condensingBoiler', 380, 37517],
      ['topFloorCeiling', 250, 24683],
      ['solarHotWater', 250, 24683],
      ['hydraulicBalancing', 200, 19746],
      ['windows', 200, 19746],
      ['roomTemperature', 150, 14810],
    ]);
    for (const measure of result.Measures) {
      expect(measure.Title).not.toBe('');
      expect(measure.Description).toMatch(/%/);
    }
  });

  it('answers only finite numbers and an integer percentile', () => {
    expect(numbersOf(result).every(Number.isFinite)).toBe(true);
    expect(Number.isInteger(result.Percentile)).toBe(true);
  });
});

describe('reference classes', () => {
  it.each<[string, number, readonly [number, number, number]]>([
    ['100–250 m²', 100, [105, 161, 238]],
    ['below 100 m² (first band)', 60, [105, 161, 238]],
    ['251–500 m²', 400, [101, 157, 233]],
    ['501–1000 m²', 1000, [98, 154, 230]],
    ['above 1000 m²', 2000, [95, 152, 227]],
  ])(
    '%s: each class up to its bound, the next from one kWh more',
    (_band, area, [sparing, average, elevated]) => {
      const rating = (kwh: number) => compare(atKwh(area, kwh)).Rating;
      expect([sparing, sparing + 1, average, average + 1, elevated, elevated + 1].map(rating)).toEqual([
        'sparsam',
        'durchschnittlich',
        'durchschnittlich',
        'erhoeht',
        'erhoeht',
        'hoch',
      ]);
    },
  );

  it.each([
    [250, 105],
    [251, 101],
    [500, 101],
    [501, 98],
    [1000, 98],
    [1001, 95],
  ])('a building of %i m² takes the band whose first bound is %i', (area, sparing) => {
    expect(compare({ livingSpace: area }).ReferenceClasses[0]?.UpToKwhPerSquareMetre).toBe(sparing);
  });

  it('rates the value as shown, rounded to whole kWh like the table', () => {
    expect(compare(atKwh(100, 105.4)).Rating).toBe('sparsam');
    expect(compare(atKwh(100, 105.5)).Rating).toBe('durchschnittlich');
  });

  it('has a German label for every rating and names its source with the year', () => {
    expect(CONSUMPTION_RATINGS.map((r) => CONSUMPTION_RATING_LABELS[r])).toEqual([
      'sparsam',
      'durchschnittlich',
      'erhöht',
      'hoch',
    ]);
    expect(REFERENCE_SOURCE).toMatch(/Heizspiegel.*2015.*2014/);
  });
});

describe('hot water', () => {
  it('adds 24 kWh per m² where the oil heating does not make the hot water', () => {
    const withBoiler = compare({ hotWaterByOil: false });
    expect(withBoiler.KwhPerSquareMetre).toBe(202.6);
    expect(withBoiler.Rating).toBe('erhoeht');
    expect(withBoiler.ConsumptionKwh).toBe(25000);
    expect(withBoiler.Co2KgPerYear).toBe(6650);
  });

  it('offers solar hot water only where oil makes it', () => {
    expect(compare({ hotWaterByOil: false }).Measures.map((m) => m.Key)).not.toContain('solarHotWater');
  });
});

describe('percentile', () => {
  it('comes from the reference curve with fewer than 20 comparable households', () => {
    const nineteen = Array.from({ length: 19 }, () => 100);
    const result = compare({}, { comparableKwhPerSquareMetre: nineteen });
    expect(result).toMatchObject({ PercentileSource: 'reference', ComparableHouseholds: 0, Percentile: 70 });
    expect(result.MedianKwhPerSquareMetre).toBe(141);
  });

  it('comes from the marketplace from 20 comparable households on, with their median', () => {
    const twenty = Array.from({ length: MIN_COMPARABLE_HOUSEHOLDS }, (_, i) => 120 + i * 5);
    const result = compare({}, { comparableKwhPerSquareMetre: twenty });
    // 120, 125 … 175 (12 values) lie below 178.6; median of 120 … 215 is (165 + 170) / 2.
    expect(result).toMatchObject({
      PercentileSource: 'marketplace',
      ComparableHouseholds: 20,
      Percentile: 60,
      MedianKwhPerSquareMetre: 167.5,
    });
    // 178.6 − 167.5 = 11.1 kWh per m² × 140 m² / 10 = 155.4 l
    expect(result.SavingToMedian.Litres).toBe(160);
    expect(result.Rating).toBe('erhoeht');
  });

  it('counts equal values half', () => {
    const values = [
      ...Array<number>(10).fill(150),
      ...Array<number>(4).fill(178.6),
      ...Array<number>(6).fill(200),
    ];
    // (10 + 4 / 2) / 20
    expect(compare({}, { comparableKwhPerSquareMetre: values }).Percentile).toBe(60);
  });

  it('never counts values that are no consumption', () => {
    const values = [...Array<number>(19).fill(150), Number.NaN];
    expect(compare({}, { comparableKwhPerSquareMetre: values }).PercentileSource).toBe('reference');
  });

  it('stays within 1 and 99 on the reference curve', () => {
    expect(compare({ livingSpace: 2000, litresPerYear: 100 }).Percentile).toBe(1);
    expect(compare({ livingSpace: 30, litresPerYear: 100000 }).Percentile).toBe(99);
  });

  it('takes the median of the building size band', () => {
    // 102 + (158 − 102) × 25 / 40 = 137
    expect(compare({ livingSpace: 400 }).MedianKwhPerSquareMetre).toBe(137);
  });
});

describe('price', () => {
  it('leaves every cost empty without a price, and keeps the litres', () => {
    const result = compare({}, { pricePerLitre: null });
    expect(result.AnnualCost).toBeNull();
    expect(result.SavingToMedian).toEqual({ Litres: 530, Cost: null, Co2Kg: 1410 });
    expect(result.Measures.every((m) => m.SavingCost === null && m.SavingLitres > 0)).toBe(true);
  });

  it('compares a Swiss household in Rappen', () => {
    const winterthur = compare(
      {
        zipCode: '8400',
        livingSpace: 180,
        constructionClass: '1979-1994',
        litresPerYear: 3000,
        tankSize: 8000,
      },
      { pricePerLitre: 112.4, currency: 'CHF' },
    );
    expect(winterthur).toMatchObject({
      Currency: 'CHF',
      PricePerLitre: 112.4,
      AnnualCost: 337200,
      KwhPerSquareMetre: 166.7,
      Rating: 'erhoeht',
      SuggestedOrderAmount: 6400,
    });
  });
});

describe('saving to the median', () => {
  it('is zero at the median', () => {
    expect(compare(atKwh(100, 141)).SavingToMedian).toEqual({ Litres: 0, Cost: 0, Co2Kg: 0 });
  });

  it('is zero below the median', () => {
    const sparing = compare({ ...atKwh(150, 90), constructionClass: 'ab-2010' });
    expect(sparing.Rating).toBe('sparsam');
    expect(sparing.SavingToMedian).toEqual({ Litres: 0, Cost: 0, Co2Kg: 0 });
  });
});

describe('measures', () => {
  it('offers a new house with a young heating only a lower room temperature', () => {
    const newHouse = compare({
      constructionClass: 'ab-2010',
      heatingAge: 'unter-10',
      hotWaterByOil: false,
      litresPerYear: 900,
    });
    expect(newHouse.Measures).toEqual([
      expect.objectContaining({ Key: 'roomTemperature', SavingLitres: 50, SavingCost: 4937 }),
    ]);
  });

  it('saves more with a boiler of 30 years and more', () => {
    const old = compare({ heatingAge: 'ab-30' }).Measures[0];
    expect(old).toMatchObject({ Key: 'condensingBoiler', SavingLitres: 630 });
  });

  it('suggests new windows up to 1994 and the top floor ceiling only before 1979', () => {
    const keys = compare({ constructionClass: '1979-1994' }).Measures.map((m) => m.Key);
    expect(keys).toContain('windows');
    expect(keys).not.toContain('topFloorCeiling');
    expect(compare({ constructionClass: '1995-2009' }).Measures.map((m) => m.Key)).not.toContain('windows');
  });

  it('leaves out a measure whose saving rounds to 0 litres', () => {
    // 6 % of 80 l is 4.8 l, less than the 10 l the savings are rounded to.
    const holidayFlat = compare({ livingSpace: 35, litresPerYear: 80, constructionClass: 'ab-2010' });
    expect(holidayFlat.Measures.map((m) => m.Key)).not.toContain('roomTemperature');
  });
});

describe('suggestedOrderAmount', () => {
  it.each([
    [500, 500],
    [1000, 800],
    [2550, 2000],
    [5000, 4000],
    [40000, 32000],
    [100000, 32000],
  ])('a tank of %i l → %i l', (tank, litres) => {
    expect(suggestedOrderAmount(tank)).toBe(litres);
  });
});
