import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  readonly label: string;
  /** Path on the site (no prefix); the last crumb is the current page and has none. */
  readonly path?: string;
}

/** 'Startseite › Heizölhändler › Bayern': where the page sits, each level a link. */
export function Breadcrumbs({ items }: { readonly items: readonly Crumb[] }) {
  const site = useSite();
  const all: readonly Crumb[] = [{ label: 'Startseite', path: '/' }, ...items];
  return (
    <nav aria-label="Brotkrümelnavigation" className={styles.breadcrumbs}>
      <ol>
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.path !== undefined && index < all.length - 1 ? (
              <Link to={siteHref(site, crumb.path)}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
