import type { AdvertImageListOutput } from '@fuel/api-client';
import { Button, Field, Pagination, TextInput } from '../../../../ui';
import { imageSnippet } from '../advert-form.util';
import { IMAGE_PAGE_QUERY, IMAGE_SEARCH_QUERY } from '../adverts-paths.constant';
import styles from './adverts.module.css';

/** The id of the picker's search form: it sits outside the advert form, its fields inside (`form` attribute). */
export const IMAGE_SEARCH_FORM_ID = 'advert-image-search';

interface AdvertImagePickerProps {
  readonly images: AdvertImageListOutput;
  readonly search: string;
  /** Puts the snippet into the HTML at the cursor; absent without JavaScript (the snippet is shown to copy). */
  readonly onInsert?: (snippet: string) => void;
}

/**
 * The media library's images for the advert's HTML (listAdvertImages: ad managers need no content rights).
 * Each shows the `<img>` markup to copy; with JavaScript a button inserts it where the cursor is.
 */
export function AdvertImagePicker({ images, search, onInsert }: AdvertImagePickerProps) {
  const pageHref = (page: number) => {
    const query = new URLSearchParams();
    if (search) query.set(IMAGE_SEARCH_QUERY, search);
    query.set(IMAGE_PAGE_QUERY, String(page));
    return `?${query.toString()}`;
  };
  return (
    <div className={styles.picker}>
      <div className={styles.filter}>
        <Field label="Bilder suchen">
          <TextInput
            name={IMAGE_SEARCH_QUERY}
            type="search"
            defaultValue={search}
            maxLength={100}
            form={IMAGE_SEARCH_FORM_ID}
          />
        </Field>
        <Button type="submit" variant="secondary" form={IMAGE_SEARCH_FORM_ID}>
          Suchen
        </Button>
      </div>
      {images.items.length === 0 ? (
        <p className={styles.muted}>
          {search ? 'Keine passenden Bilder.' : 'Die Mediathek hat noch keine Bilder.'} Neue Bilder kommen
          über die Medienverwaltung der Redaktion hinein.
        </p>
      ) : (
        <ul className={styles.images} aria-label="Bilder der Mediathek">
          {images.items.map((image) => {
            const snippet = imageSnippet(image);
            const name = image.title || image.alt || `Bild ${image.id}`;
            return (
              <li key={image.id} className={styles.image}>
                <img src={image.src} alt="" width={96} height={72} loading="lazy" className={styles.thumb} />
                <div className={styles.imageText}>
                  <strong>{name}</strong>
                  <code className={styles.snippet}>{snippet}</code>
                  {onInsert && (
                    <Button
                      variant="link"
                      onClick={() => onInsert(snippet)}
                      aria-label={`„${name}“ einfügen`}
                    >
                      Einfügen
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={images.page}
        pageCount={images.pageCount}
        hrefForPage={pageHref}
        label="Seiten der Bilder"
      />
    </div>
  );
}
