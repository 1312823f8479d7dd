// `npm run bench`: the calculator under load on real PostgreSQL and Redis, against GET /api/health as the
// floor, at demo-market scale 1 and 10. Prints req/s, p50 and p99 per endpoint and the ratios.
// Options: --scales 1,10  --duration 10  --connections 50
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const scales = values.scales.split(',').map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);
const adminUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const port = 3201;

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends object>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** One database per scale, kept between runs: the seed is idempotent, so a rerun skips the slow part. */
async function prepareDatabase(scale: number): Promise<string> {
  const name = `fuel_bench_s${scale}`;
  const exists = await query(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (exists.length === 0) await query(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const started = Date.now();
  // Production mode like the API below: the demo market without the demo accounts.
  execFileSync('node', ['libs/seed/dist/bin/seed.js', '--demo', '--scale', String(scale)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'production' },
  });
  console.log(`scale ${scale}: database ${name} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return url;
}

async function startApi(url: string): Promise<ChildProcess> {
  const api = spawn('node', ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      // Production mode wants a real session key; a throwaway one per run.
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return api;
    await new Promise((r) => setTimeout(r, 500));
  }
  api.kill();
  throw new Error('the API did not become ready');
}

/** Random but valid calculator configurations over postal codes that dealers serve. */
async function configurationBodies(url: string, count: number): Promise<string[]> {
  const zips = await query<{ country_id: number; zip_code: string }>(
    url,
    'SELECT DISTINCT country_id, zip_code FROM branch_service_area ORDER BY 1, 2',
  );
  const products: Record<number, number[]> = { 1: [1, 2, 3], 2: [6, 7, 8], 3: [12, 13, 14] };
  const optionSets = [
    [5, 24, -2, 11, 9],
    [1, 24, -2, 11, 9],
    [5, 25, -2, 12, 9],
    [5, 24, 3, 11, 10],
    [31, 24, -2, 11, 9],
  ];
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  return Array.from({ length: count }, () => {
    const zip = zips[random(zips.length)] as { country_id: number; zip_code: string };
    const productIds = products[zip.country_id] ?? [1];
    return JSON.stringify({
      ZipCode: zip.zip_code,
      Amount: 500 + random(315) * 100,
      Stations: 1 + random(2),
      ProductGroupId: 1,
      Product: { Id: productIds[random(productIds.length)], ClimateNeutral: random(4) === 0 },
      Parameters: (optionSets[random(optionSets.length)] ?? []).map((Id) => ({ Id })),
      CountryId: zip.country_id,
      Cn: false,
      Ap: false,
    });
  });
}

async function load(label: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration, ...options });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

execFileSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', '@fuel/api', '@fuel/seed', '--output-style=static'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

const rows: (Figures & { scale: number })[] = [];
for (const scale of scales) {
  const url = await prepareDatabase(scale);
  const bodies = await configurationBodies(url, 5_000);
  const api = await startApi(url);
  try {
    let next = 0;
    const calculation = {
      url: `http://127.0.0.1:${port}`,
      requests: [
        {
          method: 'POST' as const,
          path: '/api/kalkulation/berechnen',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: bodies[next++ % bodies.length],
          }),
        },
      ],
    };
    await autocannon({ ...calculation, connections, duration: 3 }); // warm-up: JIT and caches
    rows.push({ scale, ...(await load('GET /api/health', { url: `http://127.0.0.1:${port}/api/health` })) });
    rows.push({ scale, ...(await load('POST /api/kalkulation/berechnen', calculation)) });
  } finally {
    api.kill('SIGTERM');
  }
}

console.log(
  `\n${connections} connections, ${duration} s per run, ${process.env['HOSTNAME'] ?? 'this machine'}`,
);
console.log('scale | endpoint                        |   req/s | p50 ms | p99 ms | errors');
for (const r of rows) {
  console.log(
    `${String(r.scale).padStart(5)} | ${r.label.padEnd(31)} | ${String(r.requestsPerSecond).padStart(7)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${r.errors}`,
  );
}
for (const scale of scales) {
  const [health, calc] = rows.filter((r) => r.scale === scale);
  if (health && calc) {
    console.log(
      `scale ${scale}: berechnen / health req/s = ${(calc.requestsPerSecond / health.requestsPerSecond).toFixed(2)}`,
    );
  }
}
const [first, last] = [scales[0], scales[scales.length - 1]];
const calcAt = (s: number | undefined) => rows.find((r) => r.scale === s && r.label.includes('berechnen'));
if (first !== last && calcAt(first) && calcAt(last)) {
  const slowdown = (calcAt(first)?.requestsPerSecond ?? 0) / (calcAt(last)?.requestsPerSecond ?? 1);
  console.log(`scale ${last} vs ${first}: berechnen ${slowdown.toFixed(2)}× slower (req/s)`);
}
