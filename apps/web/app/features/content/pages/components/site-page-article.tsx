import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Prose } from '../../../../ui';
import type { SitePage } from '../queries';
import { prefixInternalLinks } from '../site-links-in-html.util';
import styles from './site-page.module.css';

interface SitePageArticleProps {
  readonly page: SitePage;
  /** What the route adds below the text (the terms' print link, the privacy notice's cookie settings). */
  readonly children?: ReactNode;
}

/** A CMS page's text: title, the sentence under it, the rich body and the list of its published subpages. */
export function SitePageArticle({ page, children }: SitePageArticleProps) {
  const site = useSite();
  return (
    <article className={styles.article}>
      <h1>{page.title}</h1>
      {page.description && <p className={styles.lead}>{page.description}</p>}
      <Prose html={prefixInternalLinks(page.body, site.basePath)} />
      {children && <div className={styles.extras}>{children}</div>}
      {page.children.length > 0 && (
        <ul className={styles.subpages}>
          {page.children.map((child) => (
            <li key={child.path} className={styles.subpage}>
              <h2>
                <Link to={siteHref(site, child.path)}>{child.title}</Link>
              </h2>
              {child.description && <p>{child.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
