import { AuditLogPage } from '../features/back-office/audit';
import { loadAuditLog } from '../features/back-office/audit/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-audit-log';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAuditLog(request, context);
}

export function meta() {
  return [{ title: `Protokoll | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportAuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage filters={loaderData.filters} page={loaderData.page} error={loaderData.error} />;
}
