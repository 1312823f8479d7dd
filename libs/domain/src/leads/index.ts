export * from './guide-state.util.js';
export * from './guide.constant.js';
export * from './consumption-guide.definition.js';
export * from './consumption-comparison.js';
