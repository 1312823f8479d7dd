import { NavLink } from 'react-router';
import { siteHref } from '../../lib/site/site-links.util';
import { useSite } from '../../lib/site/site-provider';
import styles from './header.module.css';

const NAV_ITEMS = [
  { path: '/heizoelpreise', label: 'Heizölpreise' },
  { path: '/heizoelhaendler', label: 'Heizölhändler' },
  { path: '/news', label: 'News' },
  { path: '/info-center', label: 'Info-Center' },
] as const;

/** The site's sections: links of the main navigation (the blue bar, and the phone menu's list). */
export function MainNavLinks({ className }: { readonly className: string | undefined }) {
  const site = useSite();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.path}>
          <NavLink to={siteHref(site, item.path)}>{item.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The blue bar under the header from 768 px; below, the same links are in the menu (MobileMenu). */
export function MainNav() {
  return (
    <nav className={styles.nav} aria-label="Hauptnavigation">
      <div className="container">
        <MainNavLinks className={styles.navList} />
      </div>
    </nav>
  );
}
