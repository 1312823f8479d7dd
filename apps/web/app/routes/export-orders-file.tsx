import { orderExportFile } from '../features/orders/export/index.server';
import type { Route } from './+types/export-orders-file';

/** A resource route: the export's file, streamed through from the API. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return orderExportFile(request, context, params.exportId);
}
