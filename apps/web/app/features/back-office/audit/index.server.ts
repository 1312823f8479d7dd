export { loadAuditLog } from './audit-log.server';
