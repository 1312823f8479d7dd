import { REFERENCE_SOURCE, referenceClasses } from '@fuel/domain/leads';
import { describe, expect, it } from 'vitest';
import {
  formatLitrePrice,
  formatSaving,
  percentileSentence,
  referenceClassRange,
} from './comparison-format.util';

const classes = referenceClasses(140);

describe('the result’s texts', () => {
  it('names each reference class’s range in whole kWh', () => {
    expect(classes.map((_, index) => referenceClassRange(classes, index, 'de'))).toEqual([
      'bis 105 kWh/m²',
      '106 bis 161 kWh/m²',
      '162 bis 238 kWh/m²',
      'über 238 kWh/m²',
    ]);
  });

  it('quotes the litre price per 100 l and savings with their price in the site’s currency', () => {
    expect(formatLitrePrice(97.59, 'de')).toBe('97,59\u00a0€ / 100 l');
    expect(formatLitrePrice(100.06, 'ch')).toBe('CHF\u00a0100.06 / 100 l');
    expect(formatSaving(1960, 196118, 'ch')).toBe("1'960 Liter (CHF\u00a01'961.18)");
    expect(formatSaving(620, null, 'at')).toBe('620 Liter');
  });

  it('says whom the household is compared with: the reference values and their source, or the marketplace', () => {
    const base = { Percentile: 72, ComparableHouseholds: 0, PercentileSource: 'reference' } as const;
    expect(percentileSentence(base, 'de')).toBe(
      `Nach den Vergleichswerten verbrauchen 72 % der vergleichbaren Haushalte pro m² weniger als Sie. Quelle: ${REFERENCE_SOURCE}.`,
    );
    const marketplace = { ...base, PercentileSource: 'marketplace', ComparableHouseholds: 1250 } as const;
    expect(percentileSentence(marketplace, 'de')).toMatch(
      /^72 % von 1\.250 vergleichbaren Haushalten, die unseren Vergleich gemacht haben/,
    );
  });
});
