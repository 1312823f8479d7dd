import { AccountMenu } from '../../features/accounts';
import { BrandLink } from './brand-link';
import { CustomerPhone } from './customer-phone';
import { MainNav } from './main-nav';
import { SiteSwitch } from './site-switch';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <BrandLink />
        <div className="site-header__service">
          <CustomerPhone />
          <SiteSwitch />
          <AccountMenu />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
