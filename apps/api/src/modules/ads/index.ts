// The ads module's public surface: only its Nest module.
export { AdsModule } from './ads.module.js';
