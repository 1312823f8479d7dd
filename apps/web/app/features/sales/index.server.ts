export { loadSalesPage, salesAction } from './sales.server';
