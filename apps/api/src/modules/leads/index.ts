/** The leads module's public surface. */
export { LeadsModule } from './leads.module.js';
