export * from './dealer-directory.util.js';
