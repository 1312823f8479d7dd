/**
 * Where the media library's files lie, by key (`<sha256>/<file>`, see mediaKey). Keys are content-addressed:
 * a key's bytes never change, so `put` may overwrite and `get` may be cached for a year.
 */
export abstract class MediaStorage {
  /** Stores the bytes under the key (overwriting is harmless: same key, same bytes). */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes of the key; undefined when there is none. */
  abstract get(key: string): Promise<Buffer | undefined>;
  /** Removes the key; a missing key is no error. */
  abstract delete(key: string): Promise<void>;
}

/** A file's key: lower-case hex SHA-256 and a plain name (`original.jpg`, `640.avif`). */
const KEY = /^[0-9a-f]{64}\/[a-z0-9]+\.[a-z0-9]+$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

export function mediaKey(sha256: string, file: string): string {
  const key = `${sha256}/${file}`;
  if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
  return key;
}
