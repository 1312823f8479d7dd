/** The back-office module's public surface. */
export { BackOfficeModule } from './back-office.module.js';
