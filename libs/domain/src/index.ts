// Everything at once, so existing `@fuel/domain` imports keep working; new code imports the capability's
// subpath (`@fuel/domain/orders`), see README.md.
export * from './common/index.js';
export * from './offers/index.js';
export * from './orders/index.js';
export * from './accounts/index.js';
export * from './prices/index.js';
export * from './dealers/index.js';
export * from './content/index.js';
export * from './leads/index.js';
export * from './errors/index.js';
export * from './ads/index.js';
