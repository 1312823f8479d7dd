export { loadOrderExports, orderExportAction, orderExportFile } from './order-exports.server';
export type { OrderExportActionResult } from './order-exports.server';
