import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { e2eDataDir } from '../e2e-data-dir';
import { freePortSync } from './free-port';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const WEB_ROOT = path.resolve(import.meta.dirname, '../..');
const SEED_TIMEOUT_MS = 180_000;
const START_TIMEOUT_MS = 120_000;

/** A seeded API and a web server in front of it, on a database of their own. */
export interface OwnServers {
  /** The web server's base URL (`http://localhost:<port>`). */
  readonly web: string;
  readonly api: string;
  stop(): Promise<void>;
}

/** The environment without the shared servers' database and cache: the embedded PGlite and in-process cache. */
function ownEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

/** A child process whose last output is kept for the failure message. */
function started(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; tail: () => string } {
  const child = spawn(process.execPath, [command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, tail: () => output };
}

function exited(
  { child, tail }: { child: ChildProcess; tail: () => string },
  what: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no end after ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${what} ended with ${code}:\n${tail()}`));
    });
  });
}

async function answering(
  url: string,
  { child, tail }: { child: ChildProcess; tail: () => string },
  what: string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} ended with ${child.exitCode}:\n${tail()}`);
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer ${url} within ${START_TIMEOUT_MS} ms`);
}

async function stopped(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await done;
}

/**
 * Seeds a database of its own (the demo data, as the run's API has it) and starts an API and a web server
 * on it, for specs whose changes would disturb others on the shared servers (or whose seeded rows must stay
 * as seeded). Needs the builds the run uses (API, web, seed CLI). About half a minute to seed. `webPort`
 * lets a spec name its base URL before the servers start (`test.use({ baseURL })`).
 */
export async function startOwnServers(name: string, webPort = freePortSync()): Promise<OwnServers> {
  const dataDir = `${e2eDataDir()}-${name}`;
  await rm(dataDir, { recursive: true, force: true });
  const apiPort = freePortSync();
  const api = `http://localhost:${apiPort}`;
  const web = `http://localhost:${webPort}`;
  const apiEnv = ownEnv({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    API_PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    MAIL_TRANSPORT: 'log',
    PUBLIC_BASE_URL: web,
  });
  // PGlite belongs to one process at a time: the seed ends before the API opens the database.
  await exited(started('libs/seed/dist/bin/seed.js', REPO_ROOT, apiEnv), `seed of ${name}`, SEED_TIMEOUT_MS);
  const apiServer = started('apps/api/dist/main.js', REPO_ROOT, apiEnv);
  let webServer: ReturnType<typeof started> | undefined;
  const stop = async () => {
    await stopped(webServer?.child);
    await stopped(apiServer.child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await answering(`${api}/api/health`, apiServer, `API of ${name}`);
    webServer = started(
      'server.ts',
      WEB_ROOT,
      ownEnv({
        NODE_ENV: 'production',
        WEB_PORT: String(webPort),
        WEB_METRICS_PORT: String(freePortSync()),
        API_URL: api,
        PUBLIC_BASE_URL: web,
      }),
    );
    await answering(`${web}/`, webServer, `web server of ${name}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { web, api, stop };
}
