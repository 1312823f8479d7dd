export * from './error-report.constant.js';
