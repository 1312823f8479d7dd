import type { ResponsiveImageOutput } from '@fuel/api-client';
import { ResponsivePicture } from '../../../ui';
import { NEWS_FALLBACK_IMAGE } from '../news.constant';
import styles from './news.module.css';

interface NewsImageProps {
  /** A library image (AVIF/WebP variants); null for an image outside the library or none. */
  readonly image?: ResponsiveImageOutput | null;
  readonly filePath: string | null | undefined;
  readonly alt: string | null | undefined;
  /** Which width the image takes on the page, for the browser's pick of a variant. */
  readonly sizes: string;
  readonly className?: string;
}

/**
 * The article image: a library image as `<picture>` with its variants, else the image at FilePath (the seed's),
 * else the fallback image (decorative then, spec 2 §3).
 */
export function NewsImage({ image, filePath, alt, sizes, className }: NewsImageProps) {
  if (image) {
    return (
      <ResponsivePicture
        image={image}
        alt={alt ?? image.altText ?? ''}
        sizes={sizes}
        className={className}
        pictureClassName={styles.picture}
      />
    );
  }
  return (
    <img
      className={className}
      src={filePath || NEWS_FALLBACK_IMAGE}
      alt={filePath ? (alt ?? '') : ''}
      width={640}
      height={360}
      loading="lazy"
    />
  );
}
