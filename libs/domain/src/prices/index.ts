export * from './price-factors.constant.js';
export * from './price-scope.type.js';
