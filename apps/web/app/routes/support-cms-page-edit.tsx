import { CmsPageEditPage } from '../features/content/cms';
import { cmsPageEditAction, loadCmsPageEdit } from '../features/content/cms/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-cms-page-edit';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCmsPageEdit(request, context, params.pageId);
}

/** Save, publish, schedule, withdraw, delete, restore (by the form's intent). */
export function action({ request, context, params }: Route.ActionArgs) {
  return cmsPageEditAction(request, context, params.pageId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.page ? `${loaderData.page.draft.title} bearbeiten` : 'Neue Seite';
  return [{ title: `${title} | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportCmsPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CmsPageEditPage
      page={loaderData.page}
      values={actionData?.values ?? loaderData.values}
      revisions={loaderData.revisions}
      tree={loaderData.tree}
      images={loaderData.images}
      notice={actionData?.error ? null : loaderData.notice}
      error={actionData?.error ?? loaderData.error}
      fieldErrors={actionData?.fieldErrors ?? {}}
      stale={actionData?.stale ?? false}
    />
  );
}
