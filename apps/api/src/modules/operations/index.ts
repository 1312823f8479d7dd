/** The operations module's public surface. */
export { OperationsModule } from './operations.module.js';
