// Loaded by Jest outside its ESM module graph, so it imports with the .ts extension.
import { Redis } from 'ioredis';
import { createDatabase, findTestServices, uniqueDatabaseName } from './test-services.ts';

/** The tests use their own Redis database (TEST_REDIS_DB, default 15), emptied at the start, so no cached answer outlives a run. */
const TEST_REDIS_DB = Number(process.env['TEST_REDIS_DB'] ?? 15);

/**
 * One fresh database per test run; the workers inherit its URL through the environment and the API
 * applies the migrations when a test app starts. The services are kept for the teardown (same process).
 */
export default async function globalSetup(): Promise<void> {
  const services = await findTestServices();
  const name = uniqueDatabaseName('fuel_test');
  process.env['TEST_POSTGRES_ADMIN_URL'] = services.postgresAdminUrl;
  process.env['TEST_DATABASE_URL'] = await createDatabase(services.postgresAdminUrl, name);
  process.env['TEST_DATABASE_NAME'] = name;
  const redisUrl = new URL(services.redisUrl);
  redisUrl.pathname = `/${TEST_REDIS_DB}`;
  const redis = new Redis(redisUrl.toString());
  await redis.flushdb();
  redis.disconnect();
  process.env['TEST_REDIS_URL'] = redisUrl.toString();
  (globalThis as { testServices?: typeof services }).testServices = services;
}
