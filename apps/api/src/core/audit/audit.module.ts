import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.service.js';

/** Owns the audit_event table; every module records through AuditLog. */
@Global()
@Module({ providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}
