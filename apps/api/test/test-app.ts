import { afterAll, beforeAll } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type AppConfig, loadConfig } from '../src/core/config/app-config.js';
import { createRootLogger } from '../src/core/logging/root-logger.js';
import { createApp } from '../src/bootstrap.js';
import { ensureDemoData } from './demo-data.js';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './test-services.js';

/** Configuration of the test run: the run's PostgreSQL database and Redis, silent logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: requireEnv('TEST_DATABASE_URL'),
    REDIS_URL: requireEnv('TEST_REDIS_URL'),
    LOG_LEVEL: 'silent',
  });
  return { ...config, ...overrides };
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<NestExpressApplication> {
  const config = testConfig(overrides);
  const app = await createApp(config, createRootLogger(config));
  await app.init();
  return app;
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the API tests through jest (global setup provides it)`);
  return value;
}

/**
 * The usual e2e set-up: seed the run's database with postal codes and the demo market, start one app for
 * the file, close it afterwards. Returns a getter because the app exists only once beforeAll has run.
 */
export function useSeededTestApp(overrides: Partial<AppConfig> = {}): () => NestExpressApplication {
  let app: NestExpressApplication | undefined;
  beforeAll(async () => {
    await ensureDemoData();
    app = await startTestApp(overrides);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not started yet');
    return app;
  };
}

/**
 * A database of the file's own, for tests that look at shared queues (the mail outbox) and must not see
 * what other test files left there. Returns a getter for its URL; dropped after the file.
 */
export function useOwnDatabase(prefix: string): () => string {
  const adminUrl = requireEnv('TEST_POSTGRES_ADMIN_URL');
  const name = uniqueDatabaseName(prefix);
  let url: string | undefined;
  beforeAll(async () => {
    url = await createDatabase(adminUrl, name);
  });
  afterAll(async () => {
    await dropDatabase(adminUrl, name);
  });
  return () => {
    if (!url) throw new Error('the database is not created yet');
    return url;
  };
}
