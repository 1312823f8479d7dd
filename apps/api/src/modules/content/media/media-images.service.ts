import { Injectable } from '@nestjs/common';
import { IMAGE_VARIANT_FORMATS, type ImageVariant } from '@fuel/domain/content';
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
}
