import { NoticeEditPage, NoticesListPage } from '../features/content/notices';
import { loadNoticesPage, noticesAction } from '../features/content/notices/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-cms-prompts';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadNoticesPage(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return noticesAction(request, context, params.id);
}

export function meta() {
  return [{ title: `Hinweise | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportCmsPrompts({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === 'list') {
    return (
      <NoticesListPage
        countryId={loaderData.countryId}
        notices={loaderData.notices}
        notice={loaderData.notice}
      />
    );
  }
  return (
    <NoticeEditPage
      noticeId={loaderData.noticeId}
      values={actionData?.values ?? loaderData.values}
      status={loaderData.status}
      notice={actionData ? null : loaderData.notice}
      error={actionData?.error ?? null}
      fieldErrors={actionData?.fieldErrors ?? {}}
    />
  );
}
