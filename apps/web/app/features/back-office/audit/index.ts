/** The back office's audit log screen. */
export { AuditLogPage } from './components/audit-log-page';
