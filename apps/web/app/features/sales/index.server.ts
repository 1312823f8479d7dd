export { loadCommissionHistory } from './commission-history.server';
export { loadSalesPage, salesAction } from './sales.server';
