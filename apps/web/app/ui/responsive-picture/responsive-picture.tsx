import type { ResponsiveImage } from '@fuel/domain/content';
import type { ComponentProps } from 'react';
import { cx } from '../cx.util';
import styles from './responsive-picture.module.css';

export interface ResponsivePictureProps extends Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'sizes'
> {
  /** The API's responsive image (`ResponsiveImageOutput`): original, size and AVIF/WebP sources. */
  readonly image: ResponsiveImage;
  /** Empty for a decorative image; otherwise what the image shows. */
  readonly alt: string;
  /** Which width the image takes on the page, for the browser's pick from `srcset` (e.g. `(min-width: 768px) 50vw, 100vw`). */
  readonly sizes?: string;
  /** Class of the `<picture>`; `className` goes to the `<img>`. */
  readonly pictureClassName?: string;
}

/**
 * A library image as `<picture>`: an AVIF and a WebP source with their widths (the browser takes the first
 * format it knows, at the width `sizes` asks for) and the original as `<img>` for the rest. Width and height
 * keep the page from jumping while it loads; lazy by default (pass `loading="eager"` above the fold).
 */
export function ResponsivePicture({
  image,
  alt,
  sizes = '100vw',
  pictureClassName,
  className,
  loading = 'lazy',
  decoding = 'async',
  ...imgProps
}: ResponsivePictureProps) {
  return (
    <picture className={pictureClassName}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        {...imgProps}
        className={cx(styles.image, className)}
        src={image.src}
        width={image.width || undefined}
        height={image.height || undefined}
        alt={alt}
        loading={loading}
        decoding={decoding}
      />
    </picture>
  );
}
