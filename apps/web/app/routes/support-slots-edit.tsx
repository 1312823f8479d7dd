import { SlotEditPage } from '../features/ads/slots-admin';
import { loadSlotEdit, slotAction } from '../features/ads/slots-admin/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-slots-edit';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSlotEdit(request, context, params.slotId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return slotAction(request, context, params.slotId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.slot?.name ?? 'Neuer Werbeplatz';
  return [
    { title: `${name} | Werbeplätze | Backoffice | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SupportSlotsEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SlotEditPage
      slotId={loaderData.slotId}
      values={actionData?.values ?? loaderData.values}
      slot={loaderData.slot}
      preview={loaderData.preview}
      notice={actionData ? null : loaderData.notice}
      error={actionData?.error ?? null}
      fieldErrors={actionData?.fieldErrors ?? {}}
    />
  );
}
