import type { Permission } from '@fuel/domain/accounts';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { BACK_OFFICE_HOME, screensFor } from '../back-office-screens.constant';
import styles from './back-office-nav.module.css';

/** The back office's navigation: only the screens the user may open; a column beside the page on wide screens. */
export function BackOfficeNav({ permissions }: { readonly permissions: readonly Permission[] }) {
  const site = useSite();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On phones the row scrolls sideways: bring the open screen's tab into view (centred where it can be).
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label="Backoffice" className={styles.nav}>
      <p className={styles.title}>Backoffice</p>
      <ul className={styles.list} ref={list}>
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
