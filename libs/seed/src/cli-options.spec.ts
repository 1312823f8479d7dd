import { describe, expect, it } from 'vitest';
import { seedCliOptions } from './cli-options.js';

const ROOT = '/repo';

describe('seedCliOptions', () => {
  it('seeds demo data and demo accounts into the embedded database by default', () => {
    expect(seedCliOptions({}, {}, ROOT)).toEqual({
      databaseUrl: undefined,
      dataDir: '/repo/.data',
      postalCodesDir: '/shared/data/postal-codes',
      demo: true,
      demoAccounts: true,
      demoMarket: { scale: 1, force: false },
      providerName: 'Interaid',
    });
  });

  it('seeds reference data only into a PostgreSQL database unless SEED_DEMO says otherwise', () => {
    const url = 'postgres://u@h/db';
    expect(seedCliOptions({}, { DATABASE_URL: url }, ROOT)).toMatchObject({ databaseUrl: url, demo: false });
    expect(seedCliOptions({}, { DATABASE_URL: url, SEED_DEMO: 'true' }, ROOT).demo).toBe(true);
    expect(seedCliOptions({ demo: true }, { DATABASE_URL: url, SEED_DEMO: 'false' }, ROOT).demo).toBe(true);
    expect(seedCliOptions({ demo: false }, {}, ROOT)).toMatchObject({ demo: false, demoAccounts: false });
  });

  it('never seeds the demo accounts in production', () => {
    const options = seedCliOptions({}, { NODE_ENV: 'production', SEED_DEMO: 'true' }, ROOT);
    expect(options).toMatchObject({ demo: true, demoAccounts: false });
  });

  it('takes the market size and folders from arguments before the environment', () => {
    const env = { DEMO_MARKET_SCALE: '2', POSTAL_CODES_DIR: '/data/postal-codes', DATA_DIR: '/tmp/fuel' };
    expect(seedCliOptions({}, env, ROOT)).toMatchObject({
      demoMarket: { scale: 2 },
      postalCodesDir: '/data/postal-codes',
      dataDir: '/tmp/fuel',
    });
    expect(
      seedCliOptions({ scale: '10', seed: '7', force: true, postalCodes: 'codes' }, env, ROOT),
    ).toMatchObject({ demoMarket: { scale: 10, seed: 7, force: true }, postalCodesDir: '/repo/codes' });
  });

  it('names every bad value at once', () => {
    expect(() =>
      seedCliOptions({ scale: '0', seed: 'x' }, { SEED_DEMO: 'maybe', PROVIDER_NAME: 'a b' }, ROOT),
    ).toThrow(/SEED_DEMO must be true or false[\s\S]*--scale[\s\S]*--seed[\s\S]*PROVIDER_NAME/);
  });
});
