import { Outlet } from 'react-router';
import { CustomerAreaTabs } from '../features/accounts';
import styles from './customer-area-layout.module.css';

/**
 * The customer area (`/kunde/…`) inside the default layout: its tabs above the page. Each page's loader
 * sends a visitor without a session to the sign-in; errors (404) show in the default layout.
 */
export default function CustomerAreaLayout() {
  return (
    <div className={`container ${styles.area}`}>
      <CustomerAreaTabs />
      <Outlet />
    </div>
  );
}
