import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

/** What every bench suite shares: the databases, the API process and one autocannon run. */
export const root = resolve(import.meta.dirname, '../..');
export const adminUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
export const port = 3201;

export interface LoadSettings {
  readonly duration: number;
  readonly connections: number;
}

export interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function query<T extends object>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A database per name, kept between runs: the seed is idempotent, so a rerun skips the slow part. */
export async function prepareDatabase(
  name: string,
  scale: number,
  mode: 'production' | 'development' = 'production',
): Promise<string> {
  const exists = await query(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (exists.length === 0) await query(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const started = Date.now();
  // Production mode like the API below: the demo market without the demo accounts (development: with them).
  execFileSync('node', ['libs/seed/dist/bin/seed.js', '--demo', '--scale', String(scale)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: mode },
  });
  console.log(`${name}: database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return url;
}

export async function startApi(url: string): Promise<ChildProcess> {
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

export async function load(
  label: string,
  settings: LoadSettings,
  options: autocannon.Options,
): Promise<Figures> {
  const result = await autocannon({ ...settings, ...options });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
