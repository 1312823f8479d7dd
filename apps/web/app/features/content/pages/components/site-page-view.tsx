import type { ReactNode } from 'react';
import type { SeoCrumb } from '../../../../lib/seo/page-seo.util';
import { Breadcrumbs } from '../../components/breadcrumbs';
import type { SitePage } from '../queries';
import { SitePageArticle } from './site-page-article';

interface SitePageViewProps {
  readonly page: SitePage;
  /** Levels below the start page, the page itself last (from the loader). */
  readonly crumbs: readonly SeoCrumb[];
  readonly children?: ReactNode;
}

/** A CMS page in the site's layout: breadcrumbs above its text. */
export function SitePageView({ page, crumbs, children }: SitePageViewProps) {
  return (
    <div className="container section">
      <Breadcrumbs items={crumbs} />
      <SitePageArticle page={page}>{children}</SitePageArticle>
    </div>
  );
}
