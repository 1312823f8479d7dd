export { loadCalculatorPage, loadOfferList } from './offer-list.server';
