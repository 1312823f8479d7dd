import { isAbsolute, resolve } from 'node:path';
import type { DemoMarketOptions } from './demo-market.js';
import { DEFAULT_POSTAL_CODES_DIR } from './postal-codes.js';

type Env = Readonly<Record<string, string | undefined>>;

/** What the command line may say; each overrides its environment variable. */
export interface SeedCliArgs {
  readonly postalCodes?: string | undefined;
  readonly demo?: boolean | undefined;
  readonly scale?: string | undefined;
  readonly seed?: string | undefined;
  readonly force?: boolean | undefined;
}

export interface SeedCliOptions {
  /** Unset: the embedded PGlite database in `dataDir`, the API's default. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly postalCodesDir: string;
  /** The demo market with its price history and news (SEED_DEMO). */
  readonly demo: boolean;
  /** The demo accounts and the demo customer's orders: with the demo data, never in production. */
  readonly demoAccounts: boolean;
  readonly demoMarket: DemoMarketOptions;
  /** The operator's name inside the staff role names of the demo accounts (PROVIDER_NAME, as the API). */
  readonly providerName: string;
}

/**
 * Reads the seed's settings from the command line and the environment the API uses (DATABASE_URL, DATA_DIR,
 * POSTAL_CODES_DIR, DEMO_MARKET_SCALE, NODE_ENV, PROVIDER_NAME) plus SEED_DEMO, which defaults to true
 * exactly when there is no DATABASE_URL (the embedded database of `npm start`). Relative folders count from
 * the repository root, as the API's do. Throws one error naming every bad value.
 */
export function seedCliOptions(args: SeedCliArgs, env: Env, repoRoot: string): SeedCliOptions {
  const problems: string[] = [];
  const databaseUrl = env['DATABASE_URL'] || undefined;
  const demo = args.demo ?? booleanOf('SEED_DEMO', env['SEED_DEMO'], databaseUrl === undefined, problems);
  const scale = integerOf(
    '--scale / DEMO_MARKET_SCALE',
    args.scale ?? env['DEMO_MARKET_SCALE'],
    1,
    50,
    problems,
  );
  const seed = integerOf('--seed', args.seed, 0, 2 ** 31 - 1, problems);
  const providerName = env['PROVIDER_NAME'] ?? 'Interaid';
  if (!/^[A-Za-z][A-Za-z0-9]{0,39}$/.test(providerName))
    problems.push(`PROVIDER_NAME must be letters and digits (got '${providerName}')`);
  if (problems.length > 0) throw new Error(`Invalid seed settings:\n  - ${problems.join('\n  - ')}`);
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
  return {
    databaseUrl,
    dataDir: fromRoot(env['DATA_DIR'] ?? '.data'),
    postalCodesDir: fromRoot(args.postalCodes ?? env['POSTAL_CODES_DIR'] ?? DEFAULT_POSTAL_CODES_DIR),
    demo,
    // Known passwords have no place in production, even when SEED_DEMO asks for demo data there.
    demoAccounts: demo && env['NODE_ENV'] !== 'production',
    demoMarket: { scale: scale ?? 1, ...(seed === undefined ? {} : { seed }), force: args.force ?? false },
    providerName,
  };
}

function booleanOf(name: string, value: string | undefined, fallback: boolean, problems: string[]): boolean {
  const lower = value?.toLowerCase();
  if (lower === undefined || lower === '') return fallback;
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  problems.push(`${name} must be true or false (got '${value}')`);
  return fallback;
}

function integerOf(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  problems: string[],
): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got '${value}')`);
    return undefined;
  }
  return parsed;
}
