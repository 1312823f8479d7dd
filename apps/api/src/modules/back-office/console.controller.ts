import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { ConsoleService } from './console.service.js';
import { BackOfficePermissionsOutput, DashboardOutput } from './dto/console.output.js';

/** The back office's start page (every back-office role). */
@ApiTags('back office')
@Controller('api/support/console')
export class ConsoleController {
  constructor(private readonly consoles: ConsoleService) {}

  @Get('permissions')
  @Permission('backoffice.view')
  @Endpoint({
    operationId: 'getBackOfficePermissions',
    summary: "The caller's permissions: the back office shows the screens of these",
    ok: BackOfficePermissionsOutput,
  })
  permissions(@Ctx() ctx: RequestContext): BackOfficePermissionsOutput {
    return this.consoles.permissions(ctx);
  }

  @Get('dashboard')
  @Permission('backoffice.view')
  @Endpoint({
    operationId: 'getBackOfficeDashboard',
    summary: "Today's orders and revenue per site, orders waiting for their dealer, the newest audit events",
    ok: DashboardOutput,
  })
  dashboard(@Ctx() ctx: RequestContext): Promise<DashboardOutput> {
    return this.consoles.dashboard(ctx);
  }
}
