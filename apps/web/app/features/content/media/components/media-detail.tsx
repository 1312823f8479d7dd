import type { MediaAssetDetailOutput, MediaFolderOutput } from '@fuel/api-client';
import { MEDIA_LIMITS } from '@fuel/domain/content';
import { Form, Link } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Button, Card, Field, ResponsivePicture, Select, TextInput } from '../../../../ui';
import { FactList } from '../../../back-office';
import { formatBytes } from '../media-library.util';
import styles from './media.module.css';

interface MediaDetailProps {
  readonly asset: MediaAssetDetailOutput;
  readonly folders: readonly MediaFolderOutput[];
  /** Where the panel's close link leads (the list without the opened file). */
  readonly closeHref: string;
  readonly error?: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly deleteError?: string;
}

/** One file: preview, its addresses, alt text, title and folder, where it is used, and deleting it. */
export function MediaDetail({
  asset,
  folders,
  closeHref,
  error,
  fieldErrors,
  deleteError,
}: MediaDetailProps) {
  const site = useSite();
  const inUse = asset.usages.length > 0;
  return (
    <Card
      title={asset.title ?? asset.fileName}
      aria-label={asset.title ?? asset.fileName}
      headingLevel={2}
      tone="outlined"
      className={styles.detail}
      actions={<Link to={closeHref}>Schließen</Link>}
    >
      {asset.image ? (
        <ResponsivePicture
          image={asset.image}
          alt={asset.altText ?? ''}
          sizes="(min-width: 1024px) 360px, 100vw"
          className={styles.preview}
        />
      ) : (
        <p>
          <a href={asset.path} target="_blank" rel="noreferrer">
            PDF öffnen
          </a>
        </p>
      )}
      <FactList
        rows={[
          ['Datei', asset.fileName],
          ['Art', asset.contentType],
          ['Größe', formatBytes(asset.bytes)],
          ...(asset.width && asset.height
            ? [['Abmessungen', `${asset.width} × ${asset.height} px`] as const]
            : []),
          ['Adresse', <code key="path">{asset.path}</code>],
        ]}
      />
      <Form method="post" className={styles.detailForm}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="mediaId" value={asset.id} />
        <Field
          label="Alternativtext"
          hint={asset.kind === 'image' ? 'Was das Bild zeigt; leer nur für reine Dekoration.' : undefined}
          error={fieldErrors?.['altText']}
        >
          <TextInput name="altText" defaultValue={asset.altText ?? ''} maxLength={MEDIA_LIMITS.altText} />
        </Field>
        <Field label="Titel" error={fieldErrors?.['title']}>
          <TextInput name="title" defaultValue={asset.title ?? ''} maxLength={MEDIA_LIMITS.title} />
        </Field>
        <Field label="Ordner" error={fieldErrors?.['folderId']}>
          <Select
            name="folderId"
            defaultValue={asset.folderId === null ? '' : String(asset.folderId)}
            placeholder="Ohne Ordner"
            options={folders.map((folder) => ({ value: String(folder.id), label: folder.name }))}
          />
        </Field>
        {error && <p className={styles.error}>{error}</p>}
        <div>
          <Button type="submit">Speichern</Button>
        </div>
      </Form>
      <h3 className={styles.subHeading}>Verwendet in</h3>
      {inUse ? (
        <ul className={styles.usages}>
          {asset.usages.map((usage) => (
            <li key={`${usage.user}:${usage.userId}`}>
              <Link to={siteHref(site, usage.link)}>{usage.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Nirgends verwendet.</p>
      )}
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="mediaId" value={asset.id} />
        <Button
          type="submit"
          variant="secondary"
          disabled={inUse}
          aria-describedby={inUse ? `in-use-${asset.id}` : undefined}
        >
          Datei löschen
        </Button>
        {inUse && (
          <p id={`in-use-${asset.id}`} className={styles.muted}>
            Löschen ist erst möglich, wenn die Datei nirgends mehr verwendet wird.
          </p>
        )}
        {deleteError && <p className={styles.error}>{deleteError}</p>}
      </Form>
    </Card>
  );
}
