export { CommissionHistoryPage } from './components/commission-history-page';
export { SalesPage } from './components/sales-page';
