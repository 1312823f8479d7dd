/** Order export (back office, issue #13 point 6): the form, the caller's exports and their files. */
export { OrderExportPage } from './components/order-export-page';
