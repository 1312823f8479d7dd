import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'fuel-e2e-';
/** Older data directories are leftovers of earlier runs; younger ones may belong to a run in progress. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * The embedded database of this run's API. Kept in the environment because Playwright evaluates the
 * config again in every worker, and the name must not change between them.
 */
export function e2eDataDir(): string {
  process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `${PREFIX}${Date.now()}`);
  return process.env.E2E_DATA_DIR;
}

/** Removes the data directories earlier runs left behind (the API still holds this run's until the end). */
export async function removeStaleDataDirs(now = Date.now()): Promise<void> {
  const root = tmpdir();
  const current = path.basename(e2eDataDir());
  for (const name of await readdir(root)) {
    if (!name.startsWith(PREFIX) || name === current) continue;
    const dir = path.join(root, name);
    const { mtimeMs } = await stat(dir);
    if (now - mtimeMs > STALE_AFTER_MS) await rm(dir, { recursive: true, force: true });
  }
}
