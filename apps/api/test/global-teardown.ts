// Loaded by Jest outside its ESM module graph, so it imports with the .ts extension.
import type { TestServices } from './test-services.ts';
import { dropDatabase } from './test-services.ts';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env['TEST_POSTGRES_ADMIN_URL'];
  const name = process.env['TEST_DATABASE_NAME'];
  if (adminUrl && name) await dropDatabase(adminUrl, name);
  await (globalThis as { testServices?: TestServices }).testServices?.stop();
}
