export * from './dealer-directory.util.js';
export * from './dealer-reliability.util.js';
