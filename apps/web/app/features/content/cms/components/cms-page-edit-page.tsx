import { Form, Link, useNavigation } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Alert, Button } from '../../../../ui';
import { PageMessages } from '../../../back-office';
import type { FieldErrors, PageFormValues } from '../cms-form.util';
import { cmsListPath, cmsPageEditPath, cmsPagePreviewPath } from '../cms-paths.constant';
import type { CmsPage, CmsPageRow, CmsRevision } from '../cms-types';
import { PageFormFields } from './page-form-fields';
import { PublicationCard } from './publication-card';
import { RevisionsCard } from './revisions-card';
import styles from './cms.module.css';

const FORM_ID = 'cms-page-form';

export interface CmsPageEditPageProps {
  readonly page: CmsPage | null;
  readonly values: PageFormValues;
  readonly revisions: readonly CmsRevision[];
  readonly tree: readonly CmsPageRow[];
  readonly notice: string | null;
  readonly error: string | null;
  readonly fieldErrors: FieldErrors;
  /** Another editor saved in between (409 STALE_DRAFT): offer the reload. */
  readonly stale: boolean;
}

/** Internal links of the draft to no published page: publishing refuses them until they are fixed. */
function BrokenLinks({ links }: { readonly links: readonly string[] }) {
  if (links.length === 0) return null;
  return (
    <Alert tone="warning" title="Links ohne Ziel">
      <p>
        Der Text verlinkt auf Seiten, die es nicht gibt oder die nicht veröffentlicht sind. Die Seite lässt
        sich erst veröffentlichen, wenn diese Links stimmen:
      </p>
      <ul className={styles.brokenLinks}>
        {links.map((link) => (
          <li key={link}>
            <code>{link}</code>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

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
  notice,
  error,
  fieldErrors,
  stale,
}: CmsPageEditPageProps) {
  const site = useSite();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const canDelete =
    page !== null &&
    (page.state === 'draft' || page.state === 'unpublished') &&
    !tree.some((row) => row.parentId === page.id);
  return (
    <>
      <p>
        <Link to={siteHref(site, cmsListPath('seiten'))}>Zur Inhaltsliste</Link>
      </p>
      <div className={styles.titleRow}>
        <h1>{page ? page.draft.title || page.path : 'Neue Seite'}</h1>
      </div>
      {page && (
        <p className={styles.status}>
          Adresse: <code className={styles.path}>{page.path}</code>
        </p>
      )}
      <PageMessages
        notice={notice}
        error={
          error &&
          (stale && page ? (
            <>
              {error}{' '}
              <Link to={siteHref(site, cmsPageEditPath(page.id))} reloadDocument>
                Neuen Stand laden
              </Link>
            </>
          ) : (
            error
          ))
        }
      />
      {page && <BrokenLinks links={page.brokenLinks} />}
      <div className={styles.layout}>
        <Form
          method="post"
          id={FORM_ID}
          key={page?.updatedAt ?? 'new'}
          aria-label="Seite bearbeiten"
          noValidate
        >
          <PageFormFields values={values} errors={fieldErrors} tree={tree} pageId={page?.id ?? null} />
          <div className={styles.actions}>
            <Button
              type="submit"
              name="intent"
              value="save"
              loading={saving}
              loadingText="Wird gespeichert …"
            >
              {page ? 'Entwurf speichern' : 'Als Entwurf anlegen'}
            </Button>
          </div>
        </Form>
        <aside className={styles.side} aria-label="Veröffentlichung und Versionen">
          <PublicationCard
            formId={FORM_ID}
            facts={page}
            publishAt={values.publishAt}
            publishAtError={fieldErrors.publishAt}
            previewPath={page ? cmsPagePreviewPath(page.id) : undefined}
            canDelete={canDelete}
            noun="Seite"
          />
          {page && <RevisionsCard revisions={revisions} />}
        </aside>
      </div>
    </>
  );
}
