import type { MediaAssetDetailOutput, MediaAssetListOutput, MediaFolderOutput } from '@fuel/api-client';
import { formatQuantity } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { EmptyState, Field, Pagination, Select, TextInput } from '../../../../ui';
import { FilterForm, PageMessages } from '../../../back-office';
import type { MediaActionData } from '../media-library.server';
import {
  KIND_QUERY_VALUES,
  MEDIA_QUERY,
  type MediaLibraryFilters,
  formatBytes,
  mediaLibrarySearch,
} from '../media-library.util';
import { MediaDetail } from './media-detail';
import { MediaFolders } from './media-folders';
import { MediaThumbnail } from './media-thumbnail';
import { MediaUploadForm } from './media-upload-form';
import styles from './media.module.css';

const KIND_OPTIONS = [
  { value: KIND_QUERY_VALUES.image, label: 'Bilder' },
  { value: KIND_QUERY_VALUES.pdf, label: 'PDF-Dateien' },
];

/** A refusal of the opened file's forms when no file is open (an old tab, a file deleted meanwhile). */
function unplacedError(action: MediaActionData | undefined): string | null {
  return action && (action.form === 'details' || action.form === 'delete') ? action.error : null;
}

interface MediaLibraryPageProps {
  readonly filters: MediaLibraryFilters;
  readonly page: MediaAssetListOutput;
  readonly folders: readonly MediaFolderOutput[];
  readonly detail: MediaAssetDetailOutput | null;
  readonly notice: string | null;
  readonly error: string | null;
  readonly action?: MediaActionData;
}

/**
 * `/support/cms/media` and `/medienverwaltung` (spec 2 §2): the media library. Upload, folders, search, a
 * file's alt text and where it is used, deleting; every form is a plain post and every filter a link or a
 * GET form, so all of it works without JavaScript.
 */
export function MediaLibraryPage({
  filters,
  page,
  folders,
  detail,
  notice,
  error,
  action,
}: MediaLibraryPageProps) {
  const site = useSite();
  const failed = (form: MediaActionData['form']) => (action?.form === form ? action.error : undefined);
  const folderName = folders.find((folder) => folder.id === filters.folderId)?.name;
  return (
    <>
      <h1>Medien</h1>
      <PageMessages notice={notice} error={error ?? (detail ? null : unplacedError(action))} />
      <div className={styles.layout}>
        <aside className={styles.side}>
          <MediaFolders
            folders={folders}
            filters={filters}
            error={action?.form === 'folder' ? (action.fieldErrors?.['name'] ?? action.error) : undefined}
            deleteError={failed('delete-folder')}
          />
        </aside>
        <div className={styles.main}>
          <MediaUploadForm
            folders={folders}
            folderId={filters.folderId}
            error={
              action?.form === 'upload' && Object.keys(action.fieldErrors ?? {}).length === 0
                ? action.error
                : undefined
            }
            fieldErrors={action?.form === 'upload' ? action.fieldErrors : undefined}
          />
          <FilterForm label="Medien suchen" submitLabel="Suchen" role="search">
            {filters.folderId !== null && (
              <input type="hidden" name={MEDIA_QUERY.folder} value={filters.folderId} />
            )}
            <Field label="Suchbegriff">
              <TextInput name={MEDIA_QUERY.q} type="search" defaultValue={filters.q} maxLength={100} />
            </Field>
            <Field label="Art">
              <Select
                name={MEDIA_QUERY.kind}
                defaultValue={filters.kind ? KIND_QUERY_VALUES[filters.kind] : ''}
                placeholder="Alle"
                options={KIND_OPTIONS}
              />
            </Field>
          </FilterForm>
          {detail && (
            <MediaDetail
              asset={detail}
              folders={folders}
              closeHref={mediaLibrarySearch(filters, { mediaId: null })}
              error={action?.form === 'details' ? action.error : undefined}
              fieldErrors={action?.form === 'details' ? action.fieldErrors : undefined}
              deleteError={failed('delete')}
            />
          )}
          <h2 className={styles.listHeading}>
            {folderName ?? 'Alle Dateien'}{' '}
            <span className={styles.count}>
              ({formatQuantity(page.total, site.countryId)} {page.total === 1 ? 'Datei' : 'Dateien'})
            </span>
          </h2>
          {page.items.length === 0 ? (
            <EmptyState
              title="Keine Dateien"
              headingLevel={3}
              description={
                filters.q || filters.kind
                  ? 'Keine Datei passt zu dieser Suche.'
                  : 'Hier liegt noch keine Datei.'
              }
            />
          ) : (
            <ul className={styles.grid}>
              {page.items.map((asset) => (
                <li key={asset.id} className={styles.item}>
                  <Link
                    to={mediaLibrarySearch(filters, { mediaId: asset.id })}
                    className={styles.itemLink}
                    aria-current={asset.id === filters.mediaId ? 'true' : undefined}
                  >
                    <MediaThumbnail asset={asset} />
                    <span className={styles.itemName}>{asset.title ?? asset.fileName}</span>
                    <span className={styles.itemMeta}>
                      {asset.width && asset.height ? `${asset.width} × ${asset.height} · ` : ''}
                      {formatBytes(asset.bytes)}
                      {asset.kind === 'image' && !asset.altText && ' · ohne Alternativtext'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            hrefForPage={(number) => mediaLibrarySearch(filters, { page: number, mediaId: null })}
            label="Seiten der Medienliste"
          />
        </div>
      </div>
    </>
  );
}
