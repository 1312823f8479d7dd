export * from './news.constant.js';
