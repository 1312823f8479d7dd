import { Outlet } from 'react-router';
import { BackOfficeNav } from '../features/back-office';
import { loadBackOfficePermissions } from '../features/back-office/index.server';
import styles from './back-office-layout.module.css';
import type { Route } from './+types/back-office-layout';

/**
 * The back office (spec 2 §2, support and admin screens) inside the default layout: the navigation of the
 * screens the user may open beside the page. A visitor goes to the sign-in, a user without a back-office role
 * gets "kein Zugang"; each screen's loader and the API check that screen's permission again.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadBackOfficePermissions(request, context);
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.area}`}>
      <BackOfficeNav permissions={loaderData.permissions} />
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}
