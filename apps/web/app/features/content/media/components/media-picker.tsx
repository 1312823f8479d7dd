import type { MediaAssetOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { RadioGroup } from '../../../../ui';
import { MEDIA_LIBRARY_PATH } from '../media-paths.constant';
import { MediaThumbnail } from './media-thumbnail';
import styles from './media.module.css';

export interface MediaPickerProps {
  /** The form field that carries the chosen asset's id ('' for none), e.g. `imageId`. */
  readonly name: string;
  readonly legend?: string;
  /** The library's images to choose from (listCmsMedia with kind=image; loadMediaPickerImages). */
  readonly images: readonly MediaAssetOutput[];
  /** The asset chosen so far; shown first even when it is not among `images`. */
  readonly selected?: MediaAssetOutput | null;
  readonly error?: string;
}

/**
 * The choice of a library image inside another form (the news editor): native radio buttons with a
 * preview, one of them 'Kein Bild', so it posts the chosen id without JavaScript. New images are uploaded in
 * the library (linked).
 */
export function MediaPicker({ name, legend = 'Bild', images, selected, error }: MediaPickerProps) {
  const site = useSite();
  const choices =
    selected && !images.some((image) => image.id === selected.id) ? [selected, ...images] : images;
  return (
    <div className={styles.picker}>
      <RadioGroup
        name={name}
        legend={legend}
        variant="cards"
        defaultValue={selected ? String(selected.id) : ''}
        error={error}
        hint={
          <>
            Ein Bild der Mediathek; neue Bilder laden Sie in der{' '}
            <Link to={siteHref(site, MEDIA_LIBRARY_PATH)} target="_blank">
              Medienverwaltung
            </Link>{' '}
            hoch.
          </>
        }
        options={[
          { value: '', label: 'Kein Bild', description: 'Die Seite zeigt ihr Standardbild.' },
          ...choices.map((image) => ({
            value: String(image.id),
            label: (
              <span className={styles.pickerOption}>
                <MediaThumbnail asset={image} sizes="96px" />
                <span>{image.title ?? image.fileName}</span>
              </span>
            ),
            description: image.altText ?? 'Ohne Alternativtext',
          })),
        ]}
      />
    </div>
  );
}
