export * from './error-report.constant.js';
export * from './personal-data.util.js';
export * from './stack-trace.util.js';
export * from './error-fingerprint.util.js';
export * from './occurrence-time.util.js';
