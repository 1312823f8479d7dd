export { loadPricePage } from './prices.server';
