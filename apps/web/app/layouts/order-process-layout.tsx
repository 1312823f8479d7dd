import { Outlet } from 'react-router';
import { ImpersonationFrame } from '../features/accounts';
import { SiteFooter } from './footer/site-footer';
import { SlimHeader } from './header/slim-header';
import { SkipLink } from './default-chrome';

/** Slim header with the customer phone, for the order process (each step page shows its own Stepper). */
export default function OrderProcessLayout() {
  return (
    <ImpersonationFrame>
      <SkipLink />
      <SlimHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </ImpersonationFrame>
  );
}
