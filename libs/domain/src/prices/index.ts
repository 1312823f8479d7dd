export * from './price-factors.constant.js';
