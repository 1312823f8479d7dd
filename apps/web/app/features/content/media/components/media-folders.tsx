import type { MediaFolderOutput } from '@fuel/api-client';
import { MEDIA_LIMITS } from '@fuel/domain/content';
import { Form, Link } from 'react-router';
import { Button, Field, TextInput } from '../../../../ui';
import { type MediaLibraryFilters, mediaLibrarySearch } from '../media-library.util';
import styles from './media.module.css';

interface MediaFoldersProps {
  readonly folders: readonly MediaFolderOutput[];
  readonly filters: MediaLibraryFilters;
  readonly error?: string;
  readonly deleteError?: string;
}

/** The folders as links (the one shown marked), a form for a new one, and deleting the shown one when empty. */
export function MediaFolders({ folders, filters, error, deleteError }: MediaFoldersProps) {
  const current = folders.find((folder) => folder.id === filters.folderId);
  const link = (folderId: number | null) => mediaLibrarySearch(filters, { folderId, page: 1, mediaId: null });
  return (
    <nav aria-label="Ordner" className={styles.folders}>
      <h2 className={styles.sideHeading}>Ordner</h2>
      <ul className={styles.folderList}>
        <li>
          <Link to={link(null)} aria-current={filters.folderId === null ? 'page' : undefined}>
            Alle Dateien
          </Link>
        </li>
        {folders.map((folder) => (
          <li key={folder.id}>
            <Link to={link(folder.id)} aria-current={folder.id === filters.folderId ? 'page' : undefined}>
              {folder.name} <span className={styles.count}>({folder.assetCount})</span>
            </Link>
          </li>
        ))}
      </ul>
      {current && current.assetCount === 0 && (
        <Form method="post" className={styles.inlineForm}>
          <input type="hidden" name="intent" value="delete-folder" />
          <input type="hidden" name="folderId" value={current.id} />
          <Button type="submit" variant="secondary">
            Ordner „{current.name}“ löschen
          </Button>
          {deleteError && <p className={styles.error}>{deleteError}</p>}
        </Form>
      )}
      <Form method="post" className={styles.folderForm}>
        <input type="hidden" name="intent" value="create-folder" />
        <Field label="Neuer Ordner" error={error}>
          <TextInput name="name" required maxLength={MEDIA_LIMITS.folderName} />
        </Field>
        <Button type="submit" variant="secondary">
          Anlegen
        </Button>
      </Form>
    </nav>
  );
}
