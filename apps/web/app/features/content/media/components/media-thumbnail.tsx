import type { MediaAssetOutput } from '@fuel/api-client';
import { ResponsivePicture } from '../../../../ui';
import styles from './media.module.css';

/** A file's small preview beside its name (so decorative: no alt): the image in its small variants, a PDF as a tile. */
export function MediaThumbnail({
  asset,
  sizes = '160px',
}: {
  readonly asset: MediaAssetOutput;
  readonly sizes?: string;
}) {
  if (asset.image) {
    return (
      <ResponsivePicture
        image={asset.image}
        alt=""
        sizes={sizes}
        className={styles.thumbnailImage}
        pictureClassName={styles.thumbnail}
      />
    );
  }
  return (
    <span className={`${styles.thumbnail} ${styles.pdf}`} aria-hidden="true">
      PDF
    </span>
  );
}
