/** Customer support's order screens (back office): search and one order. */
export { SupportOrderPage } from './components/support-order-page';
export { SupportOrderSearchPage } from './components/support-order-search-page';
