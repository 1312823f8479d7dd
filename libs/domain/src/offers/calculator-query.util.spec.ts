import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { defaultConfiguration } from './calculator-configuration.util.js';
import { type CalculatorConfiguration, type CalculatorParameter } from './calculator-configuration.type.js';
import {
  CALCULATOR_QUERY_ERROR_MESSAGE,
  type CalculatorQueryVariant,
  decodeCalculatorQuery,
  encodeCalculatorQuery,
  offerListPath,
} from './calculator-query.util.js';
import { type CountryId, countryById } from '../common/countries.constant.js';
import { type ProductGroupId } from './product-groups.constant.js';

const config: CalculatorConfiguration = {
  ...defaultConfiguration(1, 1),
  ZipCode: '10115',
  Amount: 2500,
  Parameters: [{ Id: 5 }, { Id: 23, Modifier: 12 }, { Id: 40, DesiredDate: '2025-02-28' }, { Id: -2 }],
};

describe('encodeCalculatorQuery', () => {
  it('writes the calculator form with $ before modifiers and dates', () => {
    expect(encodeCalculatorQuery(config)).toBe(
      'zipCode=10115&amount=2500&stations=1&product=1&options=5,23$12,40$dt2025-02-28,-2',
    );
  });

  it('writes the order-process form with ~ before modifiers', () => {
    expect(encodeCalculatorQuery(config, { variant: 'order' })).toBe(
      'zipCode=10115&amount=2500&stations=1&product=1&options=5,23~12,40~dt2025-02-28,-2',
    );
  });

  it('adds the flags and the settings panel only when set', () => {
    const flagged = { ...config, Product: { Id: 1, ClimateNeutral: true }, Cn: true, Ap: true };
    expect(encodeCalculatorQuery(flagged, { openSettings: 'Lieferzeit' })).toMatch(
      /&cn=true&ap=true&openSettings=Lieferzeit$/,
    );
  });

  it('leaves out an empty postal code but keeps an empty option list', () => {
    expect(encodeCalculatorQuery({ ...config, ZipCode: '', Parameters: [] })).toBe(
      'amount=2500&stations=1&product=1&options=',
    );
  });
});

describe('decodeCalculatorQuery', () => {
  it('reads both option forms, with or without a leading question mark', () => {
    const calculator = decodeCalculatorQuery(`?${encodeCalculatorQuery(config)}`, 1, 1);
    const order = decodeCalculatorQuery(encodeCalculatorQuery(config, { variant: 'order' }), 1, 1);
    expect(calculator).toEqual({ ok: true, config });
    expect(order).toEqual({ ok: true, config });
  });

  it('accepts URLSearchParams and percent-encoded separators', () => {
    const params = new URLSearchParams({ zipCode: '1010', options: '5,23$6' });
    expect(decodeCalculatorQuery(params, 2, 1)).toMatchObject({
      ok: true,
      config: { ZipCode: '1010', Parameters: [{ Id: 5 }, { Id: 23, Modifier: 6 }] },
    });
    expect(decodeCalculatorQuery('options=5%2C23%2412', 1, 1)).toMatchObject({
      config: { Parameters: [{ Id: 5 }, { Id: 23, Modifier: 12 }] },
    });
  });

  it('falls back to the defaults for an empty query', () => {
    expect(decodeCalculatorQuery('', 3, 4)).toEqual({ ok: true, config: defaultConfiguration(3, 4) });
  });

  it('keeps a postal code only when it matches the site pattern', () => {
    const decodeZip = (zip: string, countryId: CountryId): string => {
      const result = decodeCalculatorQuery(`zipCode=${zip}`, countryId, 1);
      return result.ok ? result.config.ZipCode : 'error';
    };
    expect(decodeZip('10115', 1)).toBe('10115');
    expect(decodeZip('1010', 1)).toBe('');
    expect(decodeZip('10115', 2)).toBe('');
    expect(decodeZip('8001', 3)).toBe('8001');
  });

  it('keeps amount, stations and product only when numeric', () => {
    const result = decodeCalculatorQuery('amount=2.500&stations=-1&product=abc', 1, 1);
    expect(result).toMatchObject({ ok: true, config: { Amount: 3000, Stations: 1, Product: { Id: 1 } } });
    expect(decodeCalculatorQuery('amount=800&stations=2&product=3', 1, 1)).toMatchObject({
      config: { Amount: 800, Stations: 2, Product: { Id: 3 } },
    });
  });

  it('reads the flags and falls back to false for anything unknown', () => {
    expect(decodeCalculatorQuery('cn=1&ap=true', 1, 1)).toMatchObject({
      config: { Product: { ClimateNeutral: true }, Cn: true, Ap: true },
    });
    expect(decodeCalculatorQuery('cn=yes&ap=0', 1, 1)).toMatchObject({
      config: { Product: { ClimateNeutral: false }, Cn: false, Ap: false },
    });
  });

  it('returns the settings panel to open', () => {
    expect(decodeCalculatorQuery('openSettings=Zahlungsart', 1, 1)).toMatchObject({
      ok: true,
      openSettings: 'Zahlungsart',
    });
  });

  it.each(['5,,9', '5,x', '5$', '5$1.5', '5$dt2025-02-30', '5$dt25-01-01', '5;9', ' 5'])(
    'rejects the malformed option list %s',
    (options) => {
      const result = decodeCalculatorQuery(`options=${encodeURIComponent(options)}`, 1, 1);
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.reason).toContain('malformed option');
    },
  );

  it('names the message the caller logs on failure', () => {
    expect(CALCULATOR_QUERY_ERROR_MESSAGE).toBe('failed to retrieve calculator data from query string');
  });
});

describe('round trip', () => {
  const calendarDate = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const parameter: fc.Arbitrary<CalculatorParameter> = fc.oneof(
    fc.record({ Id: fc.integer({ min: -100, max: 100_000 }) }),
    fc.record({ Id: fc.integer({ min: -100, max: 100_000 }), Modifier: fc.integer({ min: -50, max: 1000 }) }),
    fc.record({ Id: fc.integer({ min: -100, max: 100_000 }), DesiredDate: calendarDate }),
  );
  const site = fc.record({
    countryId: fc.constantFrom<CountryId>(1, 2, 3),
    productGroupId: fc.constantFrom<ProductGroupId>(1, 2, 3, 4, 5),
  });
  const configuration = site.chain(({ countryId, productGroupId }) =>
    fc
      .record({
        zipDigits: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 5 }),
        Amount: fc.nat(),
        Stations: fc.nat({ max: 20 }),
        productId: fc.nat({ max: 1000 }),
        climateNeutral: fc.boolean(),
        Ap: fc.boolean(),
        Parameters: fc.array(parameter, { maxLength: 8 }),
      })
      .map(({ zipDigits, productId, climateNeutral, ...rest }): CalculatorConfiguration => ({
        ...rest,
        // Only valid postal codes survive a round trip; the rest is covered above.
        ZipCode: zipDigits.length === countryById(countryId).zipLength ? zipDigits : '',
        Product: { Id: productId, ClimateNeutral: climateNeutral },
        Cn: climateNeutral,
        CountryId: countryId,
        ProductGroupId: productGroupId,
      })),
  );

  it.each<CalculatorQueryVariant>(['calculator', 'order'])(
    'decodes what it encodes (%s variant)',
    (variant) => {
      fc.assert(
        fc.property(
          configuration,
          fc.option(fc.stringMatching(/^\w+$/), { nil: undefined }),
          (input, panel) => {
            const query = encodeCalculatorQuery(
              input,
              panel ? { variant, openSettings: panel } : { variant },
            );
            const expected = panel
              ? { ok: true, config: input, openSettings: panel }
              : { ok: true, config: input };
            expect(decodeCalculatorQuery(query, input.CountryId, input.ProductGroupId)).toEqual(expected);
          },
        ),
      );
    },
  );
});

describe('offerListPath', () => {
  it('links the offer list of the site and product group', () => {
    expect(offerListPath({ ...config, Parameters: [{ Id: 5 }] })).toBe(
      '/heizoel/angebotsliste?zipCode=10115&amount=2500&stations=1&product=1&options=5',
    );
    const swissDiesel = { ...defaultConfiguration(3, 2), Parameters: [] };
    expect(offerListPath(swissDiesel, 'Lieferzeit')).toBe(
      '/ch/diesel/angebotsliste?amount=3000&stations=1&product=15&options=&openSettings=Lieferzeit',
    );
  });
});
