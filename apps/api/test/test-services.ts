import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';

/**
 * Where the API tests find PostgreSQL and Redis, in this order: DATABASE_URL / REDIS_URL,
 * the local default ports, testcontainers when a Docker engine runs, else a message saying what to install.
 */
export interface TestServices {
  /** Connection to a server database with the right to create databases. */
  postgresAdminUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

export async function findTestServices(env = process.env): Promise<TestServices> {
  let postgresAdminUrl =
    env['DATABASE_URL'] ?? ((await postgresAnswers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : undefined);
  let redisUrl = env['REDIS_URL'] ?? ((await portOpen(6379)) ? LOCAL_REDIS : undefined);
  const stops: (() => Promise<unknown>)[] = [];

  if ((!postgresAdminUrl || !redisUrl) && dockerAvailable(env)) {
    const { GenericContainer, Wait } = await import('testcontainers');
    if (!postgresAdminUrl) {
      const container = await new GenericContainer('postgres:16-alpine')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start();
      stops.push(() => container.stop());
      postgresAdminUrl = `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
    }
    if (!redisUrl) {
      const container = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
      stops.push(() => container.stop());
      redisUrl = `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
    }
  }

  const missing = [!postgresAdminUrl && 'PostgreSQL', !redisUrl && 'Redis'].filter(Boolean);
  if (missing.length > 0 || !postgresAdminUrl || !redisUrl) {
    throw new Error(
      `The API tests need ${missing.join(' and ')}. Either set DATABASE_URL / REDIS_URL, ` +
        'or run them on the default ports (Debian: apt-get install postgresql redis-server, then start both; ' +
        'PostgreSQL must accept the user postgres without a password on 127.0.0.1), ' +
        'or start a Docker engine so the tests can use testcontainers.',
    );
  }
  return { postgresAdminUrl, redisUrl, stop: async () => void (await Promise.all(stops.map((s) => s()))) };
}

function dockerAvailable(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env['DOCKER_HOST']) || existsSync('/var/run/docker.sock');
}

function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host, timeout: 500 });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  if (!(await portOpen(5432))) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates an empty database on the server and returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
}
