/** The sales module's public surface. */
export { SalesModule } from './sales.module.js';
