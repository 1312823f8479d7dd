import { Outlet } from 'react-router';
import { ImpersonationFrame } from '../features/accounts';
import { SiteFooter } from './footer/site-footer';
import { SlimHeader } from './header/slim-header';
import { SkipLink } from './default-chrome';

/** Slim header without navigation, for pages that should keep the visitor on one task. */
export default function FocusedLayout() {
  return (
    <ImpersonationFrame>
      <SkipLink />
      <SlimHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </ImpersonationFrame>
  );
}
