import type { CmsPageEditData } from '../cms-page-edit.server';
import type { FieldErrors } from '../cms-form.util';
import { cmsListPath, cmsPageEditPath, cmsPagePreviewPath } from '../cms-paths.constant';
import { CmsEditFrame } from './cms-edit-frame';
import { PageFormFields } from './page-form-fields';
import { PublicationCard } from './publication-card';
import { RevisionsCard } from './revisions-card';
import styles from './cms.module.css';

export type CmsPageEditPageProps = CmsPageEditData & {
  readonly fieldErrors: FieldErrors;
  /** Another editor saved in between (409 STALE_DRAFT): offer the reload. */
  readonly stale: boolean;
};

/**
 * `/support/cms/{pageId?}/edit` (spec 2 §2, issue #16): a page's draft with its address, sites and SEO
 * fields; save, publish now or at a time, withdraw, delete; its versions with restore. Everything is a form
 * post (works without JavaScript); the text is the RichTextEditor.
 */
export function CmsPageEditPage({
  page,
  values,
  revisions,
  tree,
  images,
  notice,
  error,
  fieldErrors,
  stale,
}: CmsPageEditPageProps) {
  const canDelete =
    page !== null &&
    (page.state === 'draft' || page.state === 'unpublished') &&
    !tree.some((row) => row.parentId === page.id);
  const formId = 'cms-page-form';
  return (
    <CmsEditFrame
      back={{ path: cmsListPath('seiten'), label: 'Zur Inhaltsliste' }}
      title={page ? page.draft.title || page.path : 'Neue Seite'}
      subtitle={
        page && (
          <>
            Adresse: <code className={styles.path}>{page.path}</code>
          </>
        )
      }
      notice={notice}
      error={error}
      stalePath={stale && page ? cmsPageEditPath(page.id) : null}
      brokenLinks={page?.brokenLinks ?? []}
      form={{ id: formId, label: 'Seite bearbeiten', key: page?.updatedAt ?? 'new' }}
      isNew={page === null}
      fields={
        <PageFormFields
          values={values}
          errors={fieldErrors}
          tree={tree}
          pageId={page?.id ?? null}
          images={images}
        />
      }
      side={
        <>
          <PublicationCard
            formId={formId}
            facts={page}
            publishAt={values.publishAt}
            publishAtError={fieldErrors.publishAt}
            previewPath={page ? cmsPagePreviewPath(page.id) : undefined}
            canDelete={canDelete}
            noun="Seite"
          />
          {page && <RevisionsCard revisions={revisions} />}
        </>
      }
    />
  );
}
