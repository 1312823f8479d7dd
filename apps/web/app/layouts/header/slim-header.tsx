import type { ReactNode } from 'react';
import { AccountMenu } from '../../features/accounts';
import { BrandLink } from './brand-link';
import { CustomerPhone } from './customer-phone';
import styles from './header.module.css';

/** Header without navigation for focused flows; `children` fills the middle (e.g. order steps). */
export function SlimHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={`${styles.header} ${styles.slim}`}>
      <div className={`container ${styles.bar}`}>
        <BrandLink />
        {children}
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
