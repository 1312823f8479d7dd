// The seed CLI (`npm run db:seed`; run by `npm start`, the browser tests, the compose `seed` service and the
// bench before their API starts): applies the migrations, then fills country states, price factors and postal
// codes, and with SEED_DEMO the demo market, its price history, the demo news and ads and (outside production)
// the demo accounts and orders. Safe to repeat. It ends before the API opens the embedded database: PGlite
// belongs to one process at a time.
//   --postal-codes DIR  folder with DE.csv, AT.csv, CH.csv (default POSTAL_CODES_DIR, else
//                       <repo>/../shared/data/postal-codes; relative paths count from the repository root)
//   --demo, --no-demo   demo data or not (default SEED_DEMO: true without DATABASE_URL)
//   --scale N           size of the demo market (default DEMO_MARKET_SCALE, else 1: 640 dealers, 1,750 branches)
//   --seed N            seed of the demo market (default 20261122)
//   --force             regenerate the demo market even if one of this size exists
// DATABASE_URL selects PostgreSQL, else PGlite in DATA_DIR (default .data), as for the API.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADVISORY_LOCKS, migrateDatabase, openDatabase } from '@fuel/db';
import { seedCliOptions } from '../cli-options.js';
import { missingPostalCodesMessage } from '../postal-codes.js';
import { seedDatabase } from '../seed.js';

// src/bin and dist/bin both sit four levels below the repository root.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const { values } = parseArgs({
  allowNegative: true,
  options: {
    'postal-codes': { type: 'string' },
    demo: { type: 'boolean' },
    scale: { type: 'string' },
    seed: { type: 'string' },
    force: { type: 'boolean' },
  },
});
const options = seedCliOptions(
  {
    postalCodes: values['postal-codes'],
    demo: values.demo,
    scale: values.scale,
    seed: values.seed,
    force: values.force,
  },
  process.env,
  repoRoot,
);

const handle = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
try {
  await migrateDatabase(handle);
  // Without the GeoNames files the site still starts, with one message saying where to get them.
  const missing = missingPostalCodesMessage(options.postalCodesDir);
  if (missing) console.error(missing);
  const report = await handle.withAdvisoryLock(ADVISORY_LOCKS.seed, () =>
    seedDatabase(handle.db, {
      ...(missing ? {} : { postalCodesDir: options.postalCodesDir }),
      demoMarket: options.demo && !missing ? options.demoMarket : false,
      demoAccounts: options.demoAccounts ? { providerName: options.providerName } : false,
    }),
  );
  console.log(`seeded ${handle.kind} database at ${handle.location}: ${JSON.stringify(report)}`);
} finally {
  await handle.close();
}
