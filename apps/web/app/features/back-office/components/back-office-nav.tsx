import type { Permission } from '@fuel/domain/accounts';
import { NavLink } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { BACK_OFFICE_HOME, screensFor } from '../back-office-screens.constant';
import styles from './back-office-nav.module.css';

/** The back office's navigation: only the screens the user may open; a column beside the page on wide screens. */
export function BackOfficeNav({ permissions }: { readonly permissions: readonly Permission[] }) {
  const site = useSite();
  return (
    <nav aria-label="Backoffice" className={styles.nav}>
      <p className={styles.title}>Backoffice</p>
      <ul className={styles.list}>
        {screensFor(permissions).map((screen) => (
          <li key={screen.path}>
            <NavLink
              to={siteHref(site, screen.path)}
              end={screen.path === BACK_OFFICE_HOME.path}
              className={styles.link}
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
