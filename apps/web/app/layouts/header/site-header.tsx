import { AccountMenu } from '../../features/accounts';
import { BrandLink } from './brand-link';
import { CustomerPhone } from './customer-phone';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SiteSwitch } from './site-switch';
import styles from './header.module.css';

/**
 * One row at every width: from 768 px brand, hotline, site switch and account, with the main navigation
 * below; under 768 px brand, account and the menu button, so a phone sees the page, not the header.
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <BrandLink />
        <div className={styles.service}>
          <CustomerPhone />
          <SiteSwitch />
        </div>
        <div className={styles.account}>
          <AccountMenu />
        </div>
        <MobileMenu />
      </div>
      <MainNav />
    </header>
  );
}
