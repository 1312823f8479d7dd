/**
 * The media library (issue #16). Types are decided by the file's content, never by its name or the browser's
 * claim; SVG is not accepted at all (it can carry script).
 */
export const MEDIA_KINDS = ['image', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_CONTENT_TYPES: Readonly<Record<string, MediaKind>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'image/gif': 'image',
  'application/pdf': 'pdf',
};

export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** Larger images are refused (decompression bombs), measured in pixels. */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** Widths of an image's variants for `srcset` (never wider than the original). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** One stored rendition of an image. `path` is content-addressed (`/media/<hash>/<width>.<format>`). */
export interface ImageVariant {
  readonly format: ImageVariantFormat;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly path: string;
}

/** Media are served under this path, by the API (the web server proxies it like `/api`). */
export const MEDIA_PATH_PREFIX = '/media/';

export const MEDIA_LIMITS = { altText: 250, title: 160, folderName: 80 } as const;

/** What uses a media item (where-used). */
export const MEDIA_USERS = ['page', 'news', 'block', 'advert'] as const;
export type MediaUser = (typeof MEDIA_USERS)[number];

/** An image as pages render it: `<picture>` with AVIF and WebP sources and the original as fallback. */
export interface ResponsiveImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly sources: readonly { readonly type: 'image/avif' | 'image/webp'; readonly srcset: string }[];
}
