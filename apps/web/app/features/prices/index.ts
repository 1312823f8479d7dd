export { PricePage } from './components/price-page';
