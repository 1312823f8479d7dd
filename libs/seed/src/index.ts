// Demo data and reference-data imports: tooling, never imported by production code (Nx tag scope:tooling).
export * from './cms-pages/cms-pages.js';
export * from './demo-accounts.js';
export * from './demo-ads.js';
export * from './demo-comparisons.js';
export * from './demo-market.js';
export * from './demo-news.js';
export * from './demo-order-history.js';
export * from './demo-orders.js';
export * from './guides.js';
export * from './postal-codes.js';
export * from './price-history/backfill.js';
export * from './seed.js';
