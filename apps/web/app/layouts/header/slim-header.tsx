import type { ReactNode } from 'react';
import { AccountMenu } from '../../features/accounts';
import { BrandLink } from './brand-link';
import { CustomerPhone } from './customer-phone';

/** Header without navigation for focused flows; `children` fills the middle (e.g. order steps). */
export function SlimHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="site-header slim-header">
      <div className="container site-header__bar">
        <BrandLink />
        {children}
        <div className="site-header__service">
          <CustomerPhone />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
