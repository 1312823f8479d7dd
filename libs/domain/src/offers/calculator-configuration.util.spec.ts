import { describe, expect, it } from 'vitest';

import { OPTION_IDS } from './calculator-options.constant.js';
import { KNOWN_OPTION_GROUPS } from './option-catalogue.constant.js';
import {
  applyTarget,
  buildOptionGroupLookup,
  canCalculate,
  defaultConfiguration,
  normalizeParameter,
  resolveProductId,
  selectOption,
  setClimateNeutral,
} from './calculator-configuration.util.js';

const ids = (params: readonly { Id: number }[]): number[] => params.map((p) => p.Id);

describe('defaultConfiguration', () => {
  it('starts empty with 3000 litres, one station and the default options', () => {
    expect(defaultConfiguration(1, 1)).toEqual({
      ZipCode: '',
      Amount: 3000,
      Stations: 1,
      ProductGroupId: 1,
      Product: { Id: 1, ClimateNeutral: false },
      Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
      CountryId: 1,
      Cn: false,
      Ap: false,
    });
  });

  it('uses the default product of the site and product group', () => {
    expect(defaultConfiguration(1, 1).Product.Id).toBe(1);
    expect(defaultConfiguration(2, 1).Product.Id).toBe(6);
    expect(defaultConfiguration(3, 1).Product.Id).toBe(12);
    expect(defaultConfiguration(2, 2)).toMatchObject({ CountryId: 2, ProductGroupId: 2, Product: { Id: 9 } });
  });

  it('starts pellets in kilograms and without the options bagged goods cannot have', () => {
    expect(defaultConfiguration(1, 3)).toMatchObject({ Amount: 5000, Product: { Id: 20 } });
    expect(defaultConfiguration(1, 4).Parameters.map((p) => p.Id)).toEqual([5, 11, 9]);
  });
});

describe('canCalculate', () => {
  const config = { ...defaultConfiguration(1, 1), ZipCode: '10115' };

  it('needs a postal code and at least 500 litres', () => {
    expect(canCalculate(config)).toBe(true);
    expect(canCalculate({ ...config, Amount: 500 })).toBe(true);
    expect(canCalculate({ ...config, Amount: 499 })).toBe(false);
    expect(canCalculate({ ...config, ZipCode: '' })).toBe(false);
  });
});

describe('selectOption', () => {
  const defaults = defaultConfiguration(1, 1).Parameters;

  it('replaces the option of the same group in place', () => {
    const result = selectOption(defaults, KNOWN_OPTION_GROUPS, { Id: OPTION_IDS.express24 });
    expect(ids(result)).toEqual([31, 24, -2, 11, 9]);
  });

  it('keeps exactly one option per group even when the list held several', () => {
    const result = selectOption([{ Id: 5 }, { Id: 11 }, { Id: 1 }], KNOWN_OPTION_GROUPS, { Id: 31 });
    expect(ids(result)).toEqual([31, 11]);
  });

  it('appends an option of a group not yet selected', () => {
    const lookup = new Map([...KNOWN_OPTION_GROUPS, [77, 'additive']]);
    expect(ids(selectOption(defaults, lookup, { Id: 77 }))).toEqual([5, 24, -2, 11, 9, 77]);
  });

  it('treats an unknown id as its own group', () => {
    const once = selectOption(defaults, KNOWN_OPTION_GROUPS, { Id: 500, Modifier: 1 });
    const twice = selectOption(once, KNOWN_OPTION_GROUPS, { Id: 500, Modifier: 2 });
    expect(twice.filter((p) => p.Id === 500)).toEqual([{ Id: 500, Modifier: 2 }]);
  });

  it('gives an instalment without months the fallback of 6', () => {
    const result = selectOption(defaults, KNOWN_OPTION_GROUPS, { Id: 23 });
    expect(result[3]).toEqual({ Id: 23, Modifier: 6 });
  });

  it('works with the lookup built from the server groups', () => {
    const lookup = buildOptionGroupLookup([
      { Key: 'Lieferzeit', Parameters: [{ Id: 5 }, { Id: 1 }, { Id: 31 }] },
      { Key: 'Zahlungsart', Parameters: [{ Id: 11 }, { Id: 23 }] },
    ]);
    expect(lookup.get(31)).toBe('Lieferzeit');
    expect(ids(selectOption([{ Id: 5 }, { Id: 11 }], lookup, { Id: 1 }))).toEqual([1, 11]);
  });
});

describe('normalizeParameter', () => {
  it('fixes only instalments with a missing or negative modifier', () => {
    expect(normalizeParameter({ Id: 23, Modifier: -1 })).toEqual({ Id: 23, Modifier: 6 });
    expect(normalizeParameter({ Id: 23, Modifier: 0 })).toEqual({ Id: 23, Modifier: 0 });
    expect(normalizeParameter({ Id: 23, Modifier: 24 })).toEqual({ Id: 23, Modifier: 24 });
    expect(normalizeParameter({ Id: 11 })).toEqual({ Id: 11 });
  });
});

describe('applyTarget', () => {
  const config = { ...defaultConfiguration(1, 1), Stations: 3 };

  it('presets an instalment plan of 12 months on one station', () => {
    const result = applyTarget(config, 'INSTALMENT');
    expect(result.Stations).toBe(1);
    expect(result.Parameters).toEqual([
      { Id: 5 },
      { Id: 24 },
      { Id: -2 },
      { Id: 23, Modifier: 12 },
      { Id: 9 },
    ]);
  });

  it('presets express delivery in 24 or 48 hours', () => {
    expect(ids(applyTarget(config, 'EXPRESS_24').Parameters)).toEqual([31, 24, -2, 11, 9]);
    expect(ids(applyTarget(config, 'EXPRESS_48').Parameters)).toEqual([1, 24, -2, 11, 9]);
  });

  it('forces climate-neutral on product and wire flag', () => {
    const result = applyTarget(config, 'CLIMATE_NEUTRAL');
    expect(result.Product).toEqual({ Id: 1, ClimateNeutral: true });
    expect(result.Cn).toBe(true);
  });

  it('switches to the diesel product group', () => {
    expect(applyTarget(config, 'DIESEL').ProductGroupId).toBe(2);
  });

  it('leaves the input untouched', () => {
    applyTarget(config, 'INSTALMENT');
    expect(config.Stations).toBe(3);
    expect(ids(config.Parameters)).toEqual([5, 24, -2, 11, 9]);
  });
});

describe('setClimateNeutral', () => {
  it('keeps the product flag and the wire flag equal', () => {
    const on = setClimateNeutral(defaultConfiguration(1, 1), true);
    expect([on.Product.ClimateNeutral, on.Cn]).toEqual([true, true]);
    const off = setClimateNeutral(on, false);
    expect([off.Product.ClimateNeutral, off.Cn]).toEqual([false, false]);
  });
});

describe('resolveProductId', () => {
  it('falls back to the server default for a product the server does not offer', () => {
    expect(resolveProductId(2, [1, 2, 3], 1)).toBe(2);
    expect(resolveProductId(12, [1, 2, 3], 1)).toBe(1);
  });
});
