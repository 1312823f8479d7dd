import { Form, Link, useNavigation } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Alert, Button } from '../../../../ui';
import { SitePageArticle } from '../../pages';
import type { PreviewLinkData } from '../cms-page-preview.server';
import { cmsPageEditPath } from '../cms-paths.constant';
import { PreviewLink } from './preview-link';
import type { CmsPage } from '../cms-types';
import styles from './cms.module.css';

interface CmsPagePreviewPageProps {
  readonly page: CmsPage;
  readonly link: PreviewLinkData | null;
}

/**
 * `/support/cms/{pageId}/preview` (spec 2 §2, issue #16): the current draft in the site's own layout under a
 * bar that says it is a preview, with the way back to the editor and the private, expiring preview link.
 */
export function CmsPagePreviewPage({ page, link }: CmsPagePreviewPageProps) {
  const site = useSite();
  const navigation = useNavigation();
  const { draft } = page;
  return (
    <>
      <div className={styles.previewBar} data-testid="cms-preview-bar">
        <div className="container">
          <div className={styles.previewBarInner}>
            <p>
              <strong>Vorschau des Entwurfs – nicht veröffentlicht.</strong>{' '}
              <Link to={siteHref(site, cmsPageEditPath(page.id))}>Zurück zum Bearbeiten</Link>
            </p>
            <Form method="post" className={styles.previewForm}>
              <Button
                type="submit"
                variant="secondary"
                loading={navigation.state === 'submitting'}
                loadingText="Link wird erstellt …"
              >
                Vorschau-Link erstellen
              </Button>
            </Form>
          </div>
          {link?.error && (
            <Alert tone="error" live>
              {link.error}
            </Alert>
          )}
          {link?.url && <PreviewLink url={link.url} expiresAt={link.expiresAt} />}
        </div>
      </div>
      <div className="container section">
        <SitePageArticle
          page={{
            id: page.id,
            kind: page.kind,
            path: page.path,
            title: draft.title,
            description: draft.description,
            body: draft.body,
            seoTitle: draft.seoTitle,
            seoDescription: draft.seoDescription,
            noIndex: draft.noIndex,
            updatedAt: page.updatedAt,
            children: [],
          }}
        />
      </div>
    </>
  );
}
