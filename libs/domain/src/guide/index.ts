export * from './guide-state.util.js';
export * from './guide.constant.js';
