export * from './delivery-window.util.js';
export * from './frozen-price.type.js';
export * from './order-address.type.js';
export * from './order-process.util.js';
export * from './order-status.util.js';
export * from './order-steps.constant.js';
export * from './payment-choice.type.js';
export * from './price-hold.constant.js';
