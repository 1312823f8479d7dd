import { removeStaleDataDirs } from './e2e-data-dir';

export default async function globalSetup(): Promise<void> {
  await removeStaleDataDirs();
}
