import { describe, expect, it } from 'vitest';

import {
  type CalculatorCatalogue,
  countSelectedUpsells,
  normalizeConfiguration,
  resetConfiguration,
  toggleUpsellEntry,
} from './calculator-catalogue.util.js';
import { defaultConfiguration, setClimateNeutral } from './calculator-configuration.util.js';

const option = (Id: number, Selected = false, IsUpselling = false, Modifier: number | null = null) => ({
  Id,
  Selected,
  IsUpselling,
  Modifier,
});

const CATALOGUE: CalculatorCatalogue = {
  Groups: [
    { Key: 'deliveryTime', Parameters: [option(5, true), option(1, false, true), option(31, false, true)] },
    { Key: 'payment', Parameters: [option(11, true), option(23, false, true, 6)] },
  ],
  Products: [
    { Id: 1, IsUpselling: false, ClimateNeutralAvailable: true },
    { Id: 2, IsUpselling: true, ClimateNeutralAvailable: true },
    { Id: 3, IsUpselling: true, ClimateNeutralAvailable: false },
  ],
  ClimateNeutralList: [
    { Id: 0, Selected: true, IsUpselling: false },
    { Id: 1, Selected: false, IsUpselling: true },
  ],
  StationList: [
    { Id: 1, Selected: true, IsUpselling: false },
    { Id: 2, Selected: false, IsUpselling: false },
  ],
  ProductId: 1,
};

const base = { ...defaultConfiguration(1, 1), ZipCode: '80331' };

describe('normalizeConfiguration', () => {
  it('keeps one option per group in catalogue order and fills missing groups with their default', () => {
    const config = { ...base, Parameters: [{ Id: 23 }, { Id: 31 }, { Id: 1 }, { Id: 777 }] };

    expect(normalizeConfiguration(config, CATALOGUE).Parameters).toEqual([
      { Id: 31 },
      { Id: 23, Modifier: 6 },
    ]);
    expect(normalizeConfiguration({ ...base, Parameters: [] }, CATALOGUE).Parameters).toEqual([
      { Id: 5 },
      { Id: 11 },
    ]);
  });

  it('falls back to the server default product and station count', () => {
    const config = { ...base, Product: { Id: 99, ClimateNeutral: false }, Stations: 9 };

    expect(normalizeConfiguration(config, CATALOGUE)).toMatchObject({ Product: { Id: 1 }, Stations: 1 });
  });

  it('drops climate neutrality where the product cannot have it', () => {
    const cn = setClimateNeutral({ ...base, Product: { Id: 3, ClimateNeutral: false } }, true);

    expect(normalizeConfiguration(cn, CATALOGUE)).toMatchObject({
      Product: { ClimateNeutral: false },
      Cn: false,
    });
    expect(normalizeConfiguration(setClimateNeutral(base, true), CATALOGUE).Cn).toBe(true);
  });
});

describe('resetConfiguration', () => {
  it('selects the defaults but keeps postal code and amount', () => {
    const changed = setClimateNeutral(
      {
        ...base,
        Amount: 4500,
        Stations: 2,
        Product: { Id: 2, ClimateNeutral: false },
        Parameters: [{ Id: 31 }],
      },
      true,
    );

    expect(resetConfiguration(changed, CATALOGUE)).toEqual({
      ...base,
      Amount: 4500,
      Parameters: [{ Id: 5 }, { Id: 11 }],
    });
  });
});

describe('countSelectedUpsells', () => {
  it('counts selected upsell options, product and climate neutrality', () => {
    expect(countSelectedUpsells(base, CATALOGUE)).toBe(0);
    const upsold = setClimateNeutral(
      {
        ...base,
        Product: { Id: 2, ClimateNeutral: false },
        Parameters: [{ Id: 31 }, { Id: 23, Modifier: 12 }],
      },
      true,
    );
    expect(countSelectedUpsells(upsold, CATALOGUE)).toBe(4);
  });
});

describe('toggleUpsellEntry', () => {
  it('switches between the base and the upsell entry', () => {
    expect(toggleUpsellEntry(1, 1, 2)).toBe(2);
    expect(toggleUpsellEntry(2, 1, 2)).toBe(1);
    expect(toggleUpsellEntry(3, 1, 2)).toBe(2);
  });
});
