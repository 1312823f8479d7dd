export * from './order-process.util.js';
export * from './order-status.util.js';
export * from './order-steps.constant.js';
