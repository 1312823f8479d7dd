export { loadCalculatorPage, loadOfferList } from './offer-list.server';
export { loadParametersPage, parametersAction } from './parameters/parameters.server';
