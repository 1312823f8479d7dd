import type { ReviewSummaryOutput } from '@fuel/api-client';
import type { ReactNode } from 'react';
import { ImpersonationFrame } from '../features/accounts';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Zum Inhalt springen
    </a>
  );
}

/** Header, main and footer of the default layout; also frames the error page. */
export function DefaultChrome({
  children,
  reviewSummary,
}: {
  children: ReactNode;
  /** The footer's review seal, when the layout could load it. */
  reviewSummary?: ReviewSummaryOutput | null;
}) {
  return (
    <ImpersonationFrame>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter reviewSummary={reviewSummary} />
    </ImpersonationFrame>
  );
}
