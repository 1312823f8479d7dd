import { Outlet, useLoaderData } from 'react-router';
import { ImpersonationFrame } from '../features/accounts';
import { ContentBlocksContext } from '../features/content/blocks';
import { loadSiteContentBlocks } from '../features/content/blocks/index.server';
import { SiteNotices } from '../features/content/notices';
import { loadSiteNotices } from '../features/content/notices/index.server';
import { SiteFooter } from './footer/site-footer';
import { SlimHeader } from './header/slim-header';
import { SkipLink } from './default-chrome';
import type { Route } from './+types/order-process-layout';

/** The footer's content blocks and the order process's site notices (failures: defaults, no notices). */
export async function loader({ context }: Route.LoaderArgs) {
  const [blocks, notices] = await Promise.all([
    loadSiteContentBlocks(context),
    loadSiteNotices(context, 'order-process'),
  ]);
  return { blocks, notices };
}

/** Blocks and notices change rarely: loaded once for the whole order process. */
export function shouldRevalidate() {
  return false;
}

/** Slim header with the customer phone, for the order process (each step page shows its own Stepper). */
export default function OrderProcessLayout() {
  // Undefined where no loader ran (tests with a route stub).
  const data = useLoaderData<typeof loader>() as Awaited<ReturnType<typeof loader>> | undefined;
  return (
    <ContentBlocksContext value={data?.blocks ?? null}>
      <ImpersonationFrame>
        <SkipLink />
        <SlimHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          <SiteNotices notices={data?.notices ?? []} />
          <div className="container">
            <Outlet />
          </div>
        </main>
        <SiteFooter />
      </ImpersonationFrame>
    </ContentBlocksContext>
  );
}
