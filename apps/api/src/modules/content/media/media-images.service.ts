import { Injectable } from '@nestjs/common';
import { IMAGE_VARIANT_FORMATS, type ImageVariant, libraryImageHashes } from '@fuel/domain/content';
import type { ResponsiveImageOutput } from './dto/responsive-image.output.js';
import { MediaRepository, type MediaAssetRow } from './media.repository.js';

const SOURCE_TYPE = { avif: 'image/avif', webp: 'image/webp' } as const;

/** `<picture>` data of an image asset: one source per format, its variants by width. */
export function responsiveImage(
  asset: Pick<MediaAssetRow, 'path' | 'width' | 'height' | 'variants' | 'altText'>,
): ResponsiveImageOutput {
  const variants: readonly ImageVariant[] = asset.variants;
  return {
    src: asset.path,
    width: asset.width ?? 0,
    height: asset.height ?? 0,
    altText: asset.altText,
    sources: IMAGE_VARIANT_FORMATS.flatMap((format) => {
      const ofFormat = variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
      if (ofFormat.length === 0) return [];
      return [{ type: SOURCE_TYPE[format], srcset: ofFormat.map((v) => `${v.path} ${v.width}w`).join(', ') }];
    }),
  };
}

/** How wide a library image in a page's body is shown: the text column, or the screen on small ones. */
export const BODY_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';

type BodyImage = Pick<MediaAssetRow, 'width' | 'height' | 'variants'>;

/** An `<img>` tag of sanitised rich text: its source's content address, when it is a library image. */
const IMG_TAG = /<img\s[^>]*>/g;
const LIBRARY_SRC = /\ssrc="\/media\/([0-9a-f]{64})\/[^"]*"/;
/** The attributes the site writes itself (whatever a stored body has of them is replaced). */
const WRITTEN_ATTRIBUTES = /\s(?:srcset|sizes|width|height|loading)="[^"]*"/g;

/**
 * Sanitised rich text with its library images made responsive: each `<img src="/media/<sha256>/…">` of a
 * known image gets the srcset of its WebP variants by width, sizes, the original's width and height (no
 * layout shift) and lazy loading. Unknown hashes and other tags stay as they are.
 */
export function withResponsiveImages(html: string, images: ReadonlyMap<string, BodyImage>): string {
  return html.replace(IMG_TAG, (tag) => {
    const hash = LIBRARY_SRC.exec(tag)?.[1];
    const image = hash ? images.get(hash) : undefined;
    if (!image) return tag;
    const variants: readonly ImageVariant[] = image.variants;
    const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
    const attributes = [
      webp.length > 0 ? `srcset="${webp.map((v) => `${v.path} ${v.width}w`).join(', ')}"` : '',
      webp.length > 0 ? `sizes="${BODY_IMAGE_SIZES}"` : '',
      image.width ? `width="${image.width}"` : '',
      image.height ? `height="${image.height}"` : '',
      'loading="lazy"',
    ].filter(Boolean);
    const bare = tag.replace(WRITTEN_ATTRIBUTES, '').replace(/\s*\/?>$/, '');
    return `${bare} ${attributes.join(' ')} />`;
  });
}

/**
 * Library images for pages and news (exported through the content module's providers): whoever shows an
 * image by its asset id asks here for its responsive form.
 */
@Injectable()
export class MediaImagesService {
  constructor(private readonly repository: MediaRepository) {}

  /** Images among `assetIds` by id; unknown ids and PDFs are absent from the map. */
  async responsive(assetIds: readonly number[]): Promise<Map<number, ResponsiveImageOutput>> {
    const ids = [...new Set(assetIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
    const result = new Map<number, ResponsiveImageOutput>();
    if (ids.length === 0) return result;
    for (const asset of await this.repository.byIds(ids)) {
      if (asset.kind === 'image') result.set(asset.id, responsiveImage(asset));
    }
    return result;
  }

  /**
   * Sanitised rich text as the site shows it: its library images with their variants (one query for all of
   * them; see withResponsiveImages).
   */
  async responsiveBody(html: string): Promise<string> {
    const hashes = libraryImageHashes(html);
    if (hashes.length === 0) return html;
    const images = new Map<string, BodyImage>();
    for (const asset of await this.repository.bySha256s(hashes)) {
      if (asset.kind === 'image') images.set(asset.sha256, asset);
    }
    return images.size === 0 ? html : withResponsiveImages(html, images);
  }
}
