import { CmsNewsEditPage } from '../features/content/cms';
import { cmsNewsEditAction, loadCmsNewsEdit } from '../features/content/cms/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-cms-news';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCmsNewsEdit(request, context, params.newsId);
}

/** Save, publish, schedule, withdraw, restore, preview link (by the form's intent). */
export function action({ request, context, params }: Route.ActionArgs) {
  return cmsNewsEditAction(request, context, params.newsId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.news ? `${loaderData.news.draft.title} bearbeiten` : 'Neuer Artikel';
  return [{ title: `${title} | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportCmsNews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CmsNewsEditPage
      news={loaderData.news}
      values={actionData?.values ?? loaderData.values}
      revisions={loaderData.revisions}
      images={loaderData.images}
      selectedImage={loaderData.selectedImage}
      notice={actionData?.error ? null : loaderData.notice}
      error={actionData?.error ?? loaderData.error}
      fieldErrors={actionData?.fieldErrors ?? {}}
      stale={actionData?.stale ?? false}
      previewLink={actionData && 'previewLink' in actionData ? (actionData.previewLink ?? null) : null}
    />
  );
}
