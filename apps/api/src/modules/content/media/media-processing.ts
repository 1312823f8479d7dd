import { createHash } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  MEDIA_CONTENT_TYPES,
  MEDIA_MAX_PIXELS,
  type ImageVariantFormat,
  type MediaKind,
} from '@fuel/domain/content';
import { AppException } from '../../../core/http/error-response.js';

/** What the content says the file is (never its name or the browser's claim). */
export interface SniffedFile {
  readonly kind: MediaKind;
  readonly contentType: string;
  readonly extension: string;
}

export interface ProcessedFile {
  readonly name: string;
  readonly body: Buffer;
  readonly contentType: string;
}

export interface ProcessedImage {
  readonly width: number;
  readonly height: number;
  /** The original re-encoded: EXIF (GPS and all), XMP and comments gone, orientation applied. */
  readonly original: ProcessedFile;
  readonly variants: readonly (ProcessedFile & {
    format: ImageVariantFormat;
    width: number;
    height: number;
  })[];
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

const TYPE_REFUSED =
  'Dieser Dateityp wird nicht angenommen. Erlaubt sind Bilder (JPEG, PNG, WebP, AVIF, GIF) und PDF-Dateien.';
const SVG_REFUSED = 'SVG-Dateien werden nicht angenommen, da sie Skripte enthalten können.';
const UNREADABLE = 'Die Datei ist beschädigt oder kein lesbares Bild.';

function refuseType(message = TYPE_REFUSED): AppException {
  return new AppException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', message, [
    { field: 'file', messages: [message] },
  ]);
}

export function tooLarge(message: string): AppException {
  return new AppException(HttpStatus.PAYLOAD_TOO_LARGE, 'MEDIA_TOO_LARGE', message, [
    { field: 'file', messages: [message] },
  ]);
}

/** SVG (also inside an XML prolog, comments or a BOM), which file-type does not name: refused outright. */
function looksLikeSvg(body: Buffer): boolean {
  const head = body.subarray(0, 4096).toString('utf8').toLowerCase();
  return head.includes('<svg');
}

export function sha256Of(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

export async function sniffFile(body: Buffer): Promise<SniffedFile> {
  const detected = await fileTypeFromBuffer(body);
  const kind = detected ? MEDIA_CONTENT_TYPES[detected.mime] : undefined;
  const extension = detected ? EXTENSIONS[detected.mime] : undefined;
  if (!detected || !kind || !extension) throw refuseType(looksLikeSvg(body) ? SVG_REFUSED : TYPE_REFUSED);
  return { kind, contentType: detected.mime, extension };
}

/** The widths of an image's variants: the standard ones below its width, and its own width when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width);
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? width;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

const VARIANT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

function encodeAs(image: Sharp, contentType: string): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 88 });
    case 'image/avif':
      return image.avif({ quality: 60 });
    default:
      return image.gif();
  }
}

function encodeVariant(image: Sharp, format: ImageVariantFormat): Sharp {
  return format === 'avif' ? image.avif({ quality: 50, effort: 4 }) : image.webp({ quality: 78 });
}

/**
 * Re-encodes an image without its metadata and makes its variants. The header is read first: more than
 * MEDIA_MAX_PIXELS (a decompression bomb: a few kilobytes that unpack to gigabytes) is refused before any
 * pixel is decoded, and libvips keeps the same limit while decoding.
 */
export function processImage(body: Buffer, contentType: string): Promise<ProcessedImage> {
  return imageSlots.run(() => encodeImage(body, contentType));
}

/**
 * At most `size` tasks at once, the rest wait their turn (first come, first served). AVIF encoding takes
 * a core for seconds: a handful of parallel uploads must not starve the API's requests.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((turn) => this.waiting.push(turn));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** One image at a time per process; libvips itself uses the cores for it. */
const imageSlots = new Slots(1);

async function encodeImage(body: Buffer, contentType: string): Promise<ProcessedImage> {
  const animated = contentType === 'image/gif';
  const input = () =>
    sharp(body, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', animated, sequentialRead: true });
  let meta: Metadata;
  try {
    // The header alone (no pixel limit yet, so an oversized image is told as such below).
    meta = await sharp(body, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw refuseType(UNREADABLE);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!meta.width || !frameHeight) throw refuseType(UNREADABLE);
  if (pixels > MEDIA_MAX_PIXELS) {
    throw tooLarge(
      `Das Bild ist zu groß: höchstens ${(MEDIA_MAX_PIXELS / 1_000_000).toLocaleString('de-DE')} Megapixel.`,
    );
  }
  try {
    // rotate() turns the pixels as EXIF's orientation says, so the image still stands upright without it;
    // sharp writes no metadata unless asked (keepMetadata), so EXIF, GPS, XMP and IPTC stay behind.
    const { data, info } = await encodeAs(input().rotate(), contentType).toBuffer({
      resolveWithObject: true,
    });
    const width = info.width;
    const height = info.pageHeight ?? info.height;
    const original = { name: `original.${EXTENSIONS[contentType] ?? 'bin'}`, body: data, contentType };
    const variants: ProcessedImage['variants'][number][] = [];
    // Animated GIFs: WebP keeps the animation, sharp's AVIF would not, so they get WebP only.
    const formats = animated ? (['webp'] as const) : IMAGE_VARIANT_FORMATS;
    for (const targetWidth of variantWidths(width)) {
      for (const format of formats) {
        const resized = encodeVariant(
          input().rotate().resize({ width: targetWidth, withoutEnlargement: true }),
          format,
        );
        const out = await resized.toBuffer({ resolveWithObject: true });
        variants.push({
          name: `${targetWidth}.${format}`,
          body: out.data,
          contentType: VARIANT_TYPES[format],
          format,
          width: out.info.width,
          height: out.info.pageHeight ?? out.info.height,
        });
      }
    }
    return { width, height, original, variants };
  } catch (error) {
    if (error instanceof AppException) throw error;
    throw refuseType(UNREADABLE);
  }
}
