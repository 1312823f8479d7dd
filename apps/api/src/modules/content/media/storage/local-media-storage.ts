import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isMediaKey, MediaStorage } from './media-storage.js';

/** Node's 'no such file' (by its code: errors of another realm, Jest's, fail instanceof). */
function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/**
 * The embedded default: files in a local folder (MEDIA_DIR), one folder per hash. Keys are checked against
 * the key pattern before any path is built, so no key leaves the folder.
 */
export class LocalMediaStorage extends MediaStorage {
  constructor(private readonly dir: string) {
    super();
  }

  private pathOf(key: string): string {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return join(this.dir, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file (and parallel writers of one key agree).
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, body);
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    // The hash's folder goes with its last file (rmdir refuses a folder that still has files).
    await rmdir(dirname(path)).catch(() => undefined);
  }
}
