import { Global, Module } from '@nestjs/common';
import { AuditEventsController } from './audit-events.controller.js';
import { AuditLog } from './audit-log.service.js';

/** Owns the audit_event table; every module records through AuditLog; staff read it (audit.view). */
@Global()
@Module({ controllers: [AuditEventsController], providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}
