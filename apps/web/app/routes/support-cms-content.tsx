import { BlocksPage } from '../features/content/blocks';
import { blocksAction, loadBlocksPage } from '../features/content/blocks/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-cms-content';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlocksPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return blocksAction(request, context);
}

export function meta() {
  return [{ title: `Textbausteine | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportCmsContent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BlocksPage
      countryId={loaderData.countryId}
      blocks={loaderData.blocks}
      notice={loaderData.notice}
      result={actionData}
    />
  );
}
