export * from './advisory-locks.js';
export * from './client.js';
export * from './migrate.js';
export * from './schema.js';
