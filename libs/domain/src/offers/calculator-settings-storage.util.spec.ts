import { describe, expect, it } from 'vitest';

import { defaultConfiguration } from './calculator-configuration.util.js';
import { parseCalculatorSettings, serializeCalculatorSettings } from './calculator-settings-storage.util.js';

const configuration = {
  ...defaultConfiguration(2, 2),
  ZipCode: '8010',
  Parameters: [{ Id: 5 }, { Id: 23, Modifier: 12 }, { Id: 32, DesiredDate: '2026-11-24' }],
};

describe('stored calculator settings', () => {
  it('round-trips through JSON', () => {
    const settings = { configuration, upsellCount: 2 };

    expect(parseCalculatorSettings(serializeCalculatorSettings(settings))).toEqual(settings);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['no configuration', '{"upsellCount":1}'],
    ['an unknown product group', JSON.stringify({ configuration: { ...configuration, ProductGroupId: 9 } })],
    ['an unknown country', JSON.stringify({ configuration: { ...configuration, CountryId: 4 } })],
    ['a text amount', JSON.stringify({ configuration: { ...configuration, Amount: '3000' } })],
    ['a broken option', JSON.stringify({ configuration: { ...configuration, Parameters: [{ Id: 'x' }] } })],
  ])('ignores %s', (_label, raw) => {
    expect(parseCalculatorSettings(raw)).toBeUndefined();
  });

  it('treats a missing or negative upsell count as 0 and keeps Cn in line with the product', () => {
    const raw = JSON.stringify({
      configuration: { ...configuration, Product: { Id: 9, ClimateNeutral: true }, Cn: false },
      upsellCount: -1,
    });

    expect(parseCalculatorSettings(raw)).toMatchObject({ upsellCount: 0, configuration: { Cn: true } });
  });
});
