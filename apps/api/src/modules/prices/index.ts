// The prices module's public surface: what other modules may import from it.
export { PricesModule } from './prices.module.js';
export { PriceSnapshotService } from './price-snapshot.service.js';
export { LOCAL_PRICES_ROOT, localPricePath, slugify } from './domain/price-range.js';
