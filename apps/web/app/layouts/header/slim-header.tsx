import { AccountMenu } from '../../features/accounts';
import { BrandLink } from './brand-link';
import { CustomerPhone } from './customer-phone';
import styles from './header.module.css';

/** Header without navigation for focused flows (sign-in, order process, messages). */
export function SlimHeader() {
  return (
    <header className={`${styles.header} ${styles.slim}`}>
      <div className={`container ${styles.bar}`}>
        <BrandLink />
        <div className={styles.service}>
          <CustomerPhone />
        </div>
        <div className={styles.account}>
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
