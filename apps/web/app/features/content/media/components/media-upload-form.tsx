import type { MediaFolderOutput } from '@fuel/api-client';
import { MEDIA_LIMITS, MEDIA_MAX_BYTES } from '@fuel/domain/content';
import { Form, useNavigation } from 'react-router';
import { Button, Card, Field, Select, TextInput } from '../../../../ui';
import { MEDIA_ACCEPT, formatBytes } from '../media-library.util';
import styles from './media.module.css';

interface MediaUploadFormProps {
  readonly folders: readonly MediaFolderOutput[];
  /** The folder shown: new files go there unless another is chosen. */
  readonly folderId: number | null;
  readonly error?: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
}

/** Upload as a plain multipart form (works without JavaScript); the route action passes the file on. */
export function MediaUploadForm({ folders, folderId, error, fieldErrors }: MediaUploadFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data';
  return (
    <Card title="Datei hochladen" headingLevel={2} tone="outlined" aria-label="Datei hochladen">
      <Form method="post" encType="multipart/form-data" className={styles.uploadForm}>
        <Field
          label="Datei"
          required
          hint={`Bilder (JPEG, PNG, WebP, AVIF, GIF) oder PDF, höchstens ${formatBytes(MEDIA_MAX_BYTES)}. Ortsangaben und andere Metadaten werden aus Bildern entfernt; SVG wird nicht angenommen.`}
          error={fieldErrors?.['file'] ?? error}
        >
          <TextInput type="file" name="file" accept={MEDIA_ACCEPT} required className={styles.fileInput} />
        </Field>
        <Field
          label="Alternativtext"
          hint="Beschreibt das Bild für Screenreader und Suchmaschinen."
          error={fieldErrors?.['altText']}
        >
          <TextInput name="altText" maxLength={MEDIA_LIMITS.altText} />
        </Field>
        <Field label="Titel" error={fieldErrors?.['title']}>
          <TextInput name="title" maxLength={MEDIA_LIMITS.title} />
        </Field>
        <Field label="Ordner" error={fieldErrors?.['folderId']}>
          <Select
            name="folderId"
            defaultValue={folderId === null ? '' : String(folderId)}
            placeholder="Ohne Ordner"
            options={folders.map((folder) => ({ value: String(folder.id), label: folder.name }))}
          />
        </Field>
        <div>
          <Button type="submit" loading={busy} loadingText="Wird hochgeladen …">
            Hochladen
          </Button>
        </div>
      </Form>
    </Card>
  );
}
