import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '../auth/auth.decorators.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { AuditLog } from './audit-log.service.js';
import { AuditEventPageOutput } from './dto/audit-event.output.js';
import { AuditEventsQuery } from './dto/audit-events.query.js';

/** The back office's audit log screen. */
@ApiTags('support')
@Controller('api/support/audit-events')
export class AuditEventsController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @Permission('audit.view')
  @Endpoint({
    operationId: 'searchAuditEvents',
    summary: 'Audit events by actor, entity, action and period, newest first, 50 a page (keyset)',
    ok: AuditEventPageOutput,
  })
  search(@Query() query: AuditEventsQuery): Promise<AuditEventPageOutput> {
    return this.audit.search(query);
  }
}
