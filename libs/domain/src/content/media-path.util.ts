import { MEDIA_PATH_PREFIX } from './media.constant.js';

/** `/media/<64 hex>/…`: an image of the library, by its content address. */
const LIBRARY_IMAGE_PATH = new RegExp(`^${MEDIA_PATH_PREFIX}[0-9a-f]{64}/[a-z0-9.-]+$`);

/** Whether `src` is an image of the media library (the only images rich text and adverts may carry). */
export function isLibraryImagePath(src: string | undefined): boolean {
  return src !== undefined && LIBRARY_IMAGE_PATH.test(src);
}

/** The content addresses (sha256) of the library images in sanitised HTML, for where-used. */
export function libraryImageHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<img\s[^>]*src="\/media\/([0-9a-f]{64})\//g)) {
    if (match[1]) hashes.add(match[1]);
  }
  return [...hashes];
}
