import { describe, expect, it } from '@jest/globals';
import { type ConfigurationInput, defaultOfferRequest, toOfferRequest } from './configuration.js';

const input: ConfigurationInput = {
  ZipCode: '80331',
  Amount: 3000,
  Stations: 1,
  ProductGroupId: 1,
  Product: { Id: 1, ClimateNeutral: false },
  Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
  CountryId: 1,
};
const known = () => true;
const today = '2026-11-23';

function problemsOf(changes: Partial<ConfigurationInput>, exists = known) {
  const result = toOfferRequest({ ...input, ...changes }, today, exists);
  return result.ok ? [] : result.problems.map((p) => p.field);
}

describe('toOfferRequest', () => {
  it('turns a valid configuration into an offer request', () => {
    const result = toOfferRequest(input, today, known);
    expect(result).toEqual({
      ok: true,
      request: {
        countryId: 1,
        productGroupId: 1,
        productId: 1,
        climateNeutral: false,
        amount: 3000,
        stations: 1,
        options: [{ id: 5 }, { id: 24 }, { id: -2 }, { id: 11 }, { id: 9 }],
        today,
      },
    });
  });

  it('fills every group the request leaves out with its default, in catalogue order', () => {
    const result = toOfferRequest({ ...input, Parameters: [{ Id: 31 }] }, today, known);
    expect(result.ok && result.request.options.map((o) => o.id)).toEqual([31, 24, -2, 11, 9]);
  });

  it('gives an instalment without months, or with negative months, 6 months', () => {
    for (const Modifier of [undefined, -1]) {
      const result = toOfferRequest(
        { ...input, Parameters: [{ Id: 23, ...(Modifier ? { Modifier } : {}) }] },
        today,
        known,
      );
      expect(result.ok && result.request.options.find((o) => o.id === 23)).toEqual({ id: 23, modifier: 6 });
    }
  });

  it('keeps the desired date of option 32', () => {
    const result = toOfferRequest(
      { ...input, Parameters: [{ Id: 32, DesiredDate: '2026-12-03' }] },
      today,
      known,
    );
    expect(result.ok && result.request.options[0]).toEqual({ id: 32, desiredDate: '2026-12-03' });
  });

  it('falls back to the default product and lets the climate-neutral target force the flag', () => {
    const result = toOfferRequest(
      { ...input, Product: { Id: 6, ClimateNeutral: false }, Cn: true },
      today,
      known,
    );
    expect(result.ok && [result.request.productId, result.request.climateNeutral]).toEqual([1, true]);
  });

  it.each([
    ['a postal code of the wrong length', { ZipCode: '8010' }, 'ZipCode'],
    ['an amount below the pellet minimum', { ProductGroupId: 3 as const, Amount: 1000 }, 'Amount'],
    ['an unknown option', { Parameters: [{ Id: 999 }] }, 'Parameters[0].Id'],
    [
      'a hose option for bagged pellets',
      { ProductGroupId: 4 as const, Amount: 1950, Parameters: [{ Id: 25 }] },
      'Parameters[0].Id',
    ],
    ['two delivery times', { Parameters: [{ Id: 5 }, { Id: 1 }] }, 'Parameters[1].Id'],
    [
      'a desired date on another option',
      { Parameters: [{ Id: 5, DesiredDate: '2026-12-03' }] },
      'Parameters[0].DesiredDate',
    ],
    ['instalment months not offered', { Parameters: [{ Id: 23, Modifier: 7 }] }, 'Parameters[0].Modifier'],
    [
      'climate neutral pellets',
      { ProductGroupId: 3 as const, Amount: 5000, Product: { Id: 20, ClimateNeutral: true } },
      'Product.ClimateNeutral',
    ],
  ])('refuses %s', (_case, changes, field) => {
    expect(problemsOf(changes)).toContain(field);
  });

  it('refuses a postal code the site does not have', () => {
    expect(problemsOf({}, () => false)).toEqual(['ZipCode']);
  });
});

describe('defaultOfferRequest', () => {
  it('uses the default product and options of the site and group', () => {
    expect(defaultOfferRequest(3, 1, 3000, today)).toMatchObject({
      productId: 12,
      options: [{ id: 5 }, { id: 24 }, { id: -2 }, { id: 11 }, { id: 9 }],
    });
    expect(defaultOfferRequest(1, 1, 3000, today, 999).productId).toBe(1);
    expect(defaultOfferRequest(1, 1, 3000, today, 2).productId).toBe(2);
  });
});
