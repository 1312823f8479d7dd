export * from './account.type.js';
export * from './secret-token.constant.js';
export * from './session.constant.js';
export * from './session.util.js';
export * from './permission.constant.js';
