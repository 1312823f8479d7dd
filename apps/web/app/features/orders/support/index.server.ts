export { loadSupportOrder, loadSupportOrderSearch, supportOrderAction } from './support-orders.server';
export type { SupportOrderActionResult } from './support-orders.server';
