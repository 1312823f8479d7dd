import type { CmsContentBlockOutput } from '@fuel/api-client';
import type { CountryId } from '@fuel/domain';
import { Form, useNavigation } from 'react-router';
import { Badge, Button, Card, Field, RichTextEditor, TextInput } from '../../../../ui';
import { useFieldControl } from '../../../../ui/field/field-context';
import controlStyles from '../../../../ui/forms/control.module.css';
import { blockAnchor } from '../block-anchor.util';
import { PageMessages, SiteSelect } from '../../../back-office';
import type { BlocksActionResult } from '../blocks-page.server';
import { RichBlock } from './rich-block';
import styles from './blocks-page.module.css';

interface BlocksPageProps {
  readonly countryId: CountryId;
  readonly blocks: readonly CmsContentBlockOutput[];
  readonly notice: string | null;
  /** The refused save, when the last post was one. */
  readonly result: BlocksActionResult | undefined;
}

/**
 * `/support/cms/content/edit`: the editable texts of the fixed pages of one site, one form per block. An
 * empty block shows its default; "Standardtext verwenden" empties it.
 */
export function BlocksPage({ countryId, blocks, notice, result }: BlocksPageProps) {
  return (
    <>
      <h1>Textbausteine</h1>
      <p className={styles.intro}>
        Die Texte fester Seiten je Website: Startseite, Angebotsliste, Fußzeile und E-Mails. Ein leerer
        Baustein zeigt seinen Standardtext.
      </p>
      <PageMessages notice={notice} error={result && result.key === null ? result.error : undefined} />
      <Form method="get" className={styles.filter}>
        <SiteSelect label="Website" defaultValue={String(countryId)} />
        <Button type="submit" variant="secondary">
          Anzeigen
        </Button>
      </Form>
      {blocks.map((block) => (
        <BlockForm
          key={`${countryId}-${block.key}-${block.updatedAt ?? 'default'}`}
          countryId={countryId}
          block={block}
          refused={result?.key === block.key ? result : undefined}
        />
      ))}
    </>
  );
}

interface BlockFormProps {
  readonly countryId: CountryId;
  readonly block: CmsContentBlockOutput;
  readonly refused: BlocksActionResult | undefined;
}

function BlockForm({ countryId, block, refused }: BlockFormProps) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('key') === block.key &&
    navigation.formData.get('intent') === intent;
  const value = refused ? refused.value : block.value;
  const hint = `Höchstens ${block.maxLength} Zeichen. ${
    block.format === 'rich'
      ? 'Überschriften, Listen und Links; Skripte und fremde Bilder entfernt die Website beim Speichern.'
      : block.multiline
        ? 'Zeilenumbrüche bleiben erhalten.'
        : 'Eine Zeile.'
  }`;
  return (
    <Card
      as="section"
      id={blockAnchor(block.key)}
      aria-label={block.name}
      title={block.name}
      actions={
        block.isDefault ? <Badge tone="neutral">Standardtext</Badge> : <Badge tone="info">geändert</Badge>
      }
      className={styles.block}
    >
      <p className={styles.where}>{block.where}</p>
      <Form method="post">
        <input type="hidden" name="countryId" value={countryId} />
        <input type="hidden" name="key" value={block.key} />
        <Field label="Text" hint={hint} error={refused?.error}>
          {block.format === 'rich' ? (
            <RichTextEditor name="value" label={block.name} defaultValue={value} rows={8} />
          ) : block.multiline ? (
            <PlainTextArea defaultValue={value} />
          ) : (
            <TextInput name="value" defaultValue={value} maxLength={block.maxLength} />
          )}
        </Field>
        <div className={styles.actions}>
          <Button
            type="submit"
            name="intent"
            value="save"
            loading={busy('save')}
            loadingText="Wird gespeichert …"
          >
            Speichern
          </Button>
          {!block.isDefault && (
            <Button
              type="submit"
              name="intent"
              value="reset"
              variant="secondary"
              loading={busy('reset')}
              loadingText="Wird zurückgesetzt …"
            >
              Standardtext verwenden
            </Button>
          )}
        </div>
      </Form>
      {!block.isDefault && (
        <details className={styles.default}>
          <summary>Standardtext ansehen</summary>
          {block.format === 'rich' ? (
            <RichBlock html={block.defaultValue} />
          ) : (
            <p className={styles.plain}>{block.defaultValue}</p>
          )}
        </details>
      )}
    </Card>
  );
}

/** A plain block with line breaks (the mail signature), wired to its Field. */
function PlainTextArea({ defaultValue }: { readonly defaultValue: string }) {
  const field = useFieldControl({});
  return (
    <textarea
      name="value"
      rows={4}
      defaultValue={defaultValue}
      className={controlStyles.control}
      {...field}
    />
  );
}
