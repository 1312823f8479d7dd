// Every table of the marketplace, one file per capability under ./schema/.
export * from './schema/location.js';
export * from './schema/market.js';
export * from './schema/accounts.js';
export * from './schema/mail.js';
export * from './schema/prices.js';
export * from './schema/content.js';
export * from './schema/orders.js';
export * from './schema/audit.js';
export * from './schema/cancellations.js';
export * from './schema/order-exports.js';
export * from './schema/sales.js';
export * from './schema/calculator-options.js';
export * from './schema/leads.js';
export * from './schema/errors.js';
export * from './schema/ads.js';
