// `npm run db:seed`: migrate, then fill country states, postal codes and the demo market into DATABASE_URL,
// or the embedded database in DATA_DIR.
//   --postal-codes DIR  folder with DE.csv, AT.csv, CH.csv (default: POSTAL_CODES_DIR, else
//                       <repo>/../shared/data/postal-codes; relative paths count from the repository root)
//   --scale N           size of the demo market (default 1: 640 dealers, 1,750 branches)
//   --seed N            seed of the demo market (default 20261122)
//   --force             regenerate the demo market even if one of this size exists
//   --no-demo-market    import reference data only
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.js';
import { migrateDatabase } from '../migrate.js';
import { DEFAULT_POSTAL_CODES_DIR } from '../seed/postal-codes.js';
import { seedDatabase } from '../seed/seed.js';

// src/bin and dist/bin both sit four levels below the repository root.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const { values } = parseArgs({
  options: {
    'postal-codes': { type: 'string' },
    scale: { type: 'string', default: '1' },
    seed: { type: 'string' },
    force: { type: 'boolean', default: false },
    'no-demo-market': { type: 'boolean', default: false },
  },
});

const postalCodesDir = resolve(
  repoRoot,
  values['postal-codes'] ?? process.env['POSTAL_CODES_DIR'] ?? DEFAULT_POSTAL_CODES_DIR,
);
const scale = Number(values.scale);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isFinite(scale) || scale <= 0)
  throw new Error(`--scale must be a positive number, got ${values.scale}`);
if (seed !== undefined && !Number.isInteger(seed))
  throw new Error(`--seed must be an integer, got ${values.seed}`);

const handle = await openDatabase({
  url: process.env['DATABASE_URL'],
  dataDir: process.env['DATA_DIR'] ?? '.data',
});
try {
  await migrateDatabase(handle);
  const report = await seedDatabase(handle.db, {
    postalCodesDir,
    demoMarket: values['no-demo-market'] ? false : { scale, seed, force: values.force },
  });
  console.log(`seeded ${handle.kind} database at ${handle.location}:`);
  console.log(JSON.stringify(report, null, 2));
} finally {
  await handle.close();
}
