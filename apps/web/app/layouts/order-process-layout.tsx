import { Outlet } from 'react-router';
import { ImpersonationFrame } from '../features/accounts';
import { SiteFooter } from './footer/site-footer';
import { SlimHeader } from './header/slim-header';
import { SkipLink } from './default-chrome';
import { ORDER_STEPS_SLOT_ID } from './order-steps-slot.constant';

/** Slim header with the step area and the customer phone, for the order process. */
export default function OrderProcessLayout() {
  return (
    <ImpersonationFrame>
      <SkipLink />
      <SlimHeader>
        <div className="order-steps" id={ORDER_STEPS_SLOT_ID} data-slot="order-steps" />
      </SlimHeader>
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </ImpersonationFrame>
  );
}
