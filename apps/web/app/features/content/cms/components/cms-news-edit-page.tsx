import type { MediaAssetOutput } from '@fuel/api-client';
import { COUNTRIES, countryById } from '@fuel/domain';
import { NEWS_CONTENT_LIMITS } from '@fuel/domain/content';
import { Form, useNavigation } from 'react-router';
import { Button, Card, Checkbox, Field, RichTextEditor, Select, TextArea, TextInput } from '../../../../ui';
import { MediaPicker } from '../../media';
import type { NewsFieldErrors, NewsFormValues } from '../cms-news-form.util';
import type { CmsNewsEditData } from '../cms-news-edit.server';
import type { PreviewLinkData } from '../cms-page-preview.server';
import { cmsListPath, cmsNewsPath } from '../cms-paths.constant';
import type { CmsNews } from '../cms-types';
import { CmsEditFrame } from './cms-edit-frame';
import { PreviewLink } from './preview-link';
import { PublicationCard } from './publication-card';
import { RevisionsCard } from './revisions-card';
import styles from './cms.module.css';

const SITE_OPTIONS = COUNTRIES.map((country) => ({ value: String(country.id), label: country.name }));

export type CmsNewsEditPageProps = CmsNewsEditData & {
  readonly fieldErrors: NewsFieldErrors;
  readonly stale: boolean;
  readonly previewLink: PreviewLinkData | null;
};

/** The article's fields: site (fixed once saved), title, address, teaser, text, author, lead flag, image. */
function NewsFormFields({
  news,
  values,
  errors,
  images,
  selectedImage,
}: {
  readonly news: CmsNews | null;
  readonly values: NewsFormValues;
  readonly errors: NewsFieldErrors;
  readonly images: readonly MediaAssetOutput[];
  readonly selectedImage: MediaAssetOutput | null;
}) {
  return (
    <>
      <div className={styles.columns}>
        {news ? (
          <Field label="Website" hint="Ein gespeicherter Artikel bleibt auf seiner Website.">
            <TextInput readOnly value={countryById(news.countryId).name} />
          </Field>
        ) : (
          <Field label="Website" error={errors.countryId} required>
            <Select name="countryId" defaultValue={String(values.countryId)} options={SITE_OPTIONS} />
          </Field>
        )}
        <Field label="Autorin oder Autor" error={errors.author} required>
          <TextInput name="author" defaultValue={values.author} maxLength={NEWS_CONTENT_LIMITS.author} />
        </Field>
      </div>
      <Field label="Titel" error={errors.title} required>
        <TextInput name="title" defaultValue={values.title} maxLength={NEWS_CONTENT_LIMITS.title} />
      </Field>
      <Field
        label="Adressteil"
        hint="Die Adresse wird /news/artikel/… (Kleinbuchstaben, Ziffern und Bindestriche, ä als ae)."
        error={errors.slug}
        required
      >
        <TextInput
          name="slug"
          defaultValue={values.slug}
          maxLength={120}
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field label="Teaser" hint="Steht in der Newsliste und über dem Text." error={errors.teaser}>
        <TextArea
          name="teaser"
          rows={4}
          defaultValue={values.teaser}
          maxLength={NEWS_CONTENT_LIMITS.teaser}
        />
      </Field>
      <Field label="Text" error={errors.body}>
        <RichTextEditor name="body" label="Text" defaultValue={values.body} rows={16} />
      </Field>
      <Checkbox
        name="featured"
        value="1"
        defaultChecked={values.featured}
        label="Als Aufmacher zeigen"
        hint="Der neueste Aufmacher steht oben auf der Newsseite."
      />
      <MediaPicker
        name="imageId"
        legend="Bild"
        images={images}
        selected={selectedImage}
        error={errors.imageId}
      />
      <Field
        label="Alternativtext des Bildes"
        hint="Was auf dem Bild zu sehen ist, für Screenreader; nötig, wenn ein Bild gewählt ist."
        error={errors.imageAlt}
      >
        <TextInput
          name="imageAlt"
          defaultValue={values.imageAlt || (selectedImage?.altText ?? '')}
          maxLength={NEWS_CONTENT_LIMITS.imageAlt}
        />
      </Field>
      <input type="hidden" name="expectedUpdatedAt" value={values.expectedUpdatedAt} />
    </>
  );
}

/** The private preview link of the draft (the article has no preview screen of its own in the back office). */
function PreviewCard({ link }: { readonly link: PreviewLinkData | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'preview-link';
  return (
    <Card title="Vorschau" headingLevel={2} aria-label="Vorschau">
      <p className={styles.muted}>Ein privater Link zeigt den gespeicherten Entwurf im Layout der Website.</p>
      <Form method="post" className={styles.sideForm}>
        <input type="hidden" name="intent" value="preview-link" />
        <Button type="submit" variant="secondary" loading={busy} loadingText="Link wird erstellt …">
          Vorschau-Link erstellen
        </Button>
      </Form>
      {link?.url && <PreviewLink url={link.url} expiresAt={link.expiresAt} />}
    </Card>
  );
}

/**
 * `/support/cms/news/{newsId}` (`neu`: a new article; spec 2 §2, issue #16): the article's draft, publish
 * now or at a time, withdraw, its versions with restore and its private preview link — all form posts.
 */
export function CmsNewsEditPage({
  news,
  values,
  revisions,
  images,
  selectedImage,
  notice,
  error,
  fieldErrors,
  stale,
  previewLink,
}: CmsNewsEditPageProps) {
  const formId = 'cms-news-form';
  return (
    <CmsEditFrame
      back={{ path: cmsListPath('news'), label: 'Zur Newsliste' }}
      title={news ? news.draft.title || news.slug : 'Neuer Artikel'}
      notice={notice}
      error={error}
      stalePath={stale && news ? cmsNewsPath(news.id) : null}
      brokenLinks={news?.brokenLinks ?? []}
      form={{ id: formId, label: 'Artikel bearbeiten', key: news?.updatedAt ?? 'new' }}
      isNew={news === null}
      fields={
        <NewsFormFields
          news={news}
          values={values}
          errors={fieldErrors}
          images={images}
          selectedImage={selectedImage}
        />
      }
      side={
        <>
          <PublicationCard
            formId={formId}
            facts={news}
            publishAt={values.publishAt}
            publishAtError={fieldErrors.publishAt}
            canDelete={news !== null && (news.state === 'draft' || news.state === 'unpublished')}
            noun="Artikel"
          />
          {news && <PreviewCard link={previewLink} />}
          {news && <RevisionsCard revisions={revisions} />}
        </>
      }
    />
  );
}
