import { supportLeadsExportFile } from '../features/leads/support/index.server';
import type { Route } from './+types/support-leads-export';

/** A resource route: the period's leads as CSV, streamed through from the API. */
export function loader({ request, context }: Route.LoaderArgs) {
  return supportLeadsExportFile(request, context);
}
